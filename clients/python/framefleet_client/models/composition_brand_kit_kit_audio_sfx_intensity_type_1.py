from enum import StrEnum


class CompositionBrandKitKitAudioSfxIntensityType1(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
