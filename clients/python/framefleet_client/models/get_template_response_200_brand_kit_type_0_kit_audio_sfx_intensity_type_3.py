from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitAudioSfxIntensityType3(StrEnum):
    BOLD = "bold"

    def __str__(self) -> str:
        return str(self.value)
