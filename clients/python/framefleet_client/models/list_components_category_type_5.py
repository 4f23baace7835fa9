from enum import StrEnum


class ListComponentsCategoryType5(StrEnum):
    UI_BLOCKS = "ui-blocks"

    def __str__(self) -> str:
        return str(self.value)
