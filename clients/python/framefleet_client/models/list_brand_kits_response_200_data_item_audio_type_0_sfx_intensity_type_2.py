from enum import StrEnum


class ListBrandKitsResponse200DataItemAudioType0SfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
