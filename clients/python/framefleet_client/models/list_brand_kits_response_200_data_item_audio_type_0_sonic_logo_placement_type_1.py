from enum import StrEnum


class ListBrandKitsResponse200DataItemAudioType0SonicLogoPlacementType1(StrEnum):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
