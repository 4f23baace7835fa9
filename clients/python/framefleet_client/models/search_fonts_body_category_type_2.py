from enum import StrEnum


class SearchFontsBodyCategoryType2(StrEnum):
    DISPLAY = "display"

    def __str__(self) -> str:
        return str(self.value)
