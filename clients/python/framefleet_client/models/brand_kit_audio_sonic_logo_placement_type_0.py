from enum import StrEnum


class BrandKitAudioSonicLogoPlacementType0(StrEnum):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
