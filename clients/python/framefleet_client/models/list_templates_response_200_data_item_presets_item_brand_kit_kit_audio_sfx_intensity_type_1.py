from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudioSfxIntensityType1(
    StrEnum
):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
