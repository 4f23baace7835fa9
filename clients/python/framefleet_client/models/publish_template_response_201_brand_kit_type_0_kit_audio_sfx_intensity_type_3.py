from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitAudioSfxIntensityType3(StrEnum):
    BOLD = "bold"

    def __str__(self) -> str:
        return str(self.value)
