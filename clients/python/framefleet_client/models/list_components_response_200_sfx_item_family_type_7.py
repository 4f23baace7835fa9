from enum import StrEnum


class ListComponentsResponse200SfxItemFamilyType7(StrEnum):
    ERROR = "error"

    def __str__(self) -> str:
        return str(self.value)
