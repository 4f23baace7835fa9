from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitAudioSfxIntensityType0(StrEnum):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
