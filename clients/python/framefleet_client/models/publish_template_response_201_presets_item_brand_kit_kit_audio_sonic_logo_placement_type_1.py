from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitAudioSonicLogoPlacementType1(
    StrEnum
):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
