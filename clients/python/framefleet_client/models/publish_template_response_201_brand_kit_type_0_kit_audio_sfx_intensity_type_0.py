from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitAudioSfxIntensityType0(StrEnum):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
