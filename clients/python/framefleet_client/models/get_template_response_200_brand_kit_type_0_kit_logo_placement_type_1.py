from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitLogoPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
