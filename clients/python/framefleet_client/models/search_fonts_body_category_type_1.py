from enum import StrEnum


class SearchFontsBodyCategoryType1(StrEnum):
    SANS_SERIF = "sans-serif"

    def __str__(self) -> str:
        return str(self.value)
