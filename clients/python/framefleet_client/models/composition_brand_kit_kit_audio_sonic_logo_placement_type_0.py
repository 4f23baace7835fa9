from enum import StrEnum


class CompositionBrandKitKitAudioSonicLogoPlacementType0(StrEnum):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
