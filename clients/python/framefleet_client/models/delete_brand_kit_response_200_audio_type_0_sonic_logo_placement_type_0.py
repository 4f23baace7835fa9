from enum import StrEnum


class DeleteBrandKitResponse200AudioType0SonicLogoPlacementType0(StrEnum):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
