from enum import StrEnum


class ListComponentsResponse200SfxItemFamilyType1(StrEnum):
    POP = "pop"

    def __str__(self) -> str:
        return str(self.value)
