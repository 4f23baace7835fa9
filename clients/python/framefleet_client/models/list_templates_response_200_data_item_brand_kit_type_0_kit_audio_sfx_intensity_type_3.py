from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitAudioSfxIntensityType3(StrEnum):
    BOLD = "bold"

    def __str__(self) -> str:
        return str(self.value)
