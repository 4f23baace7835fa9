from enum import StrEnum


class ListComponentsResponse200SfxItemIntensityType2(StrEnum):
    BOLD = "bold"

    def __str__(self) -> str:
        return str(self.value)
