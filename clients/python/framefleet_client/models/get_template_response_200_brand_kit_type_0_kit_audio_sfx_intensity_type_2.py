from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitAudioSfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
