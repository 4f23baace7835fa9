from enum import StrEnum


class DeleteBrandKitResponse200AudioType0SonicLogoPlacementType1(StrEnum):
    OUTRO = "outro"

    def __str__(self) -> str:
        return str(self.value)
