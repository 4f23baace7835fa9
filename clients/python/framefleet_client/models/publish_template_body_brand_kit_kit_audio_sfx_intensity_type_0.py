from enum import StrEnum


class PublishTemplateBodyBrandKitKitAudioSfxIntensityType0(StrEnum):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
