from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitAudioSfxIntensityType1(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
