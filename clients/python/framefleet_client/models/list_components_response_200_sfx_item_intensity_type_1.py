from enum import StrEnum


class ListComponentsResponse200SfxItemIntensityType1(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
