from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudioSfxIntensityType2(
    StrEnum
):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
