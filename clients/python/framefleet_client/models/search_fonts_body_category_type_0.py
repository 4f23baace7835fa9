from enum import StrEnum


class SearchFontsBodyCategoryType0(StrEnum):
    SERIF = "serif"

    def __str__(self) -> str:
        return str(self.value)
