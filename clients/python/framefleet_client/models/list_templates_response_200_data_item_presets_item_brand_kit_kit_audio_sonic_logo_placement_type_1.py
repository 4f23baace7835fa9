from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitAudioSonicLogoPlacementType1(
    StrEnum
):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
