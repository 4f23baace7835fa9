from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudioSfxIntensityType0(
    StrEnum
):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
