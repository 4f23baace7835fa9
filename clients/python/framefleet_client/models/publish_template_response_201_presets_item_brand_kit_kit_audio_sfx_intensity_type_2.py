from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitAudioSfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
