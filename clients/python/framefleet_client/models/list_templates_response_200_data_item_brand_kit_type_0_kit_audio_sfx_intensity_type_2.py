from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitAudioSfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
