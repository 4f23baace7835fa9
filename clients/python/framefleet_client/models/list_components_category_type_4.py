from enum import StrEnum


class ListComponentsCategoryType4(StrEnum):
    BACKGROUNDS = "backgrounds"

    def __str__(self) -> str:
        return str(self.value)
