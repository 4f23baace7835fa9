from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitAudioSfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
