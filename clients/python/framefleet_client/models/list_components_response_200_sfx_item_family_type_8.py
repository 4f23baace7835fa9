from enum import StrEnum


class ListComponentsResponse200SfxItemFamilyType8(StrEnum):
    SWELL = "swell"

    def __str__(self) -> str:
        return str(self.value)
