from enum import StrEnum


class GetBrandKitResponse200AudioType0SfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
