from enum import StrEnum


class BrandKitAudioSfxIntensityType0(StrEnum):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
