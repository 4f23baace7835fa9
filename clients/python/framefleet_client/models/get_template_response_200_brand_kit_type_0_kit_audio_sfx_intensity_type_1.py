from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitAudioSfxIntensityType1(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
