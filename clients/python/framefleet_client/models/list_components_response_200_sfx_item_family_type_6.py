from enum import StrEnum


class ListComponentsResponse200SfxItemFamilyType6(StrEnum):
    CONFIRM = "confirm"

    def __str__(self) -> str:
        return str(self.value)
