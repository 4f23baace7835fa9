from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitLogoPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
