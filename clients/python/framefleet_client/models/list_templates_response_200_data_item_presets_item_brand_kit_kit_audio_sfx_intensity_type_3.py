from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudioSfxIntensityType3(
    StrEnum
):
    BOLD = "bold"

    def __str__(self) -> str:
        return str(self.value)
