from enum import StrEnum


class PutBrandKitResponse200AudioType0SonicLogoPlacementType1(StrEnum):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
