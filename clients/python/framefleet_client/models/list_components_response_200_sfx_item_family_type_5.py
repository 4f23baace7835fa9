from enum import StrEnum


class ListComponentsResponse200SfxItemFamilyType5(StrEnum):
    RISER = "riser"

    def __str__(self) -> str:
        return str(self.value)
