from enum import StrEnum


class ListBrandKitsResponse200DataItemAudioType0SfxIntensityType3(StrEnum):
    BOLD = "bold"

    def __str__(self) -> str:
        return str(self.value)
