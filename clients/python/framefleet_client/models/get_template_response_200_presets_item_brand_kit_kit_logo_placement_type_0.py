from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitLogoPlacementType0(StrEnum):
    TL = "tl"

    def __str__(self) -> str:
        return str(self.value)
