from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitAudioSonicLogoPlacementType0(
    StrEnum
):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
