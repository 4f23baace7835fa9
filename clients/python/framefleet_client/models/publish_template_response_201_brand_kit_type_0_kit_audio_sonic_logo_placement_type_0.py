from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitAudioSonicLogoPlacementType0(StrEnum):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
