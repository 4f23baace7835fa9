from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitAudioSonicLogoPlacementType1(
    StrEnum
):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
