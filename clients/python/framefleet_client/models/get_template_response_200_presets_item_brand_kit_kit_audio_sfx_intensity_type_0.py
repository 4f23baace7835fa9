from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitAudioSfxIntensityType0(StrEnum):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
