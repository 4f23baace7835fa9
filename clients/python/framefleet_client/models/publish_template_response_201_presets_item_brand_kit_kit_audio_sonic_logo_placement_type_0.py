from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitAudioSonicLogoPlacementType0(
    StrEnum
):
    INTRO = "intro"

    def __str__(self) -> str:
        return str(self.value)
