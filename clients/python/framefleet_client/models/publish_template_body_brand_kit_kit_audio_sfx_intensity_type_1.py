from enum import StrEnum


class PublishTemplateBodyBrandKitKitAudioSfxIntensityType1(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
