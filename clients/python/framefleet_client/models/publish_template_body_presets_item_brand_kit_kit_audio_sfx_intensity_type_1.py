from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitAudioSfxIntensityType1(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
