from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitAudioSfxIntensityType1(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
