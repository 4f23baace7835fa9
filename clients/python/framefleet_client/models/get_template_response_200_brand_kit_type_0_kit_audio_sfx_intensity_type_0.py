from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitAudioSfxIntensityType0(StrEnum):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
