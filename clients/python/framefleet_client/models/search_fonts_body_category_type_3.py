from enum import StrEnum


class SearchFontsBodyCategoryType3(StrEnum):
    HANDWRITING = "handwriting"

    def __str__(self) -> str:
        return str(self.value)
