from enum import StrEnum


class ListBrandKitsResponse200DataItemAudioType0SfxIntensityType0(StrEnum):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
