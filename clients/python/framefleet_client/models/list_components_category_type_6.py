from enum import StrEnum


class ListComponentsCategoryType6(StrEnum):
    SCENES = "scenes"

    def __str__(self) -> str:
        return str(self.value)
