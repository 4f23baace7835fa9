from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitAudioSonicLogoPlacementType1(StrEnum):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
