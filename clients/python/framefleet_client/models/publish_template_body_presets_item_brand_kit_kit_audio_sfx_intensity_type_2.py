from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitAudioSfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
