from enum import StrEnum


class ListComponentsCategoryType3(StrEnum):
    LAYOUTS = "layouts"

    def __str__(self) -> str:
        return str(self.value)
