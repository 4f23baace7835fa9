from enum import StrEnum


class CompositionBrandKitKitAudioSfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
