from enum import StrEnum


class ListBrandKitsResponse200DataItemAudioType0SonicLogoPlacementType0(StrEnum):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
