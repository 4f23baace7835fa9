from enum import StrEnum


class ListComponentsResponse200SfxItemIntensityType0(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
