from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitAudioSonicLogoPlacementType1(StrEnum):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
