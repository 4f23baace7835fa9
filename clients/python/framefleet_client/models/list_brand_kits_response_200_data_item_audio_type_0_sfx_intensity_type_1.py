from enum import StrEnum


class ListBrandKitsResponse200DataItemAudioType0SfxIntensityType1(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
