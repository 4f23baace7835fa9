from enum import StrEnum


class PutBrandKitBodyAudioSfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
