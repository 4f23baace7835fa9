from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitLogoPlacementType1(StrEnum):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
