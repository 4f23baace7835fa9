from enum import StrEnum


class SearchFontsBodyCategoryType4(StrEnum):
    MONOSPACE = "monospace"

    def __str__(self) -> str:
        return str(self.value)
