from enum import StrEnum


class PutBrandKitResponse200AudioType0SonicLogoPlacementType0(StrEnum):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
