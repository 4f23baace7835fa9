from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitLogoPlacementType0(StrEnum):
    TL = "tl"

    def __str__(self) -> str:
        return str(self.value)
