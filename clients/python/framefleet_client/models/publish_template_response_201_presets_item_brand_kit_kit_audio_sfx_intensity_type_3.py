from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitAudioSfxIntensityType3(StrEnum):
    BOLD = "bold"

    def __str__(self) -> str:
        return str(self.value)
