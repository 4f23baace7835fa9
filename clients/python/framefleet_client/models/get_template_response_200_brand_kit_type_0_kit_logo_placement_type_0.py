from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitLogoPlacementType0(StrEnum):
    TL = "tl"

    def __str__(self) -> str:
        return str(self.value)
