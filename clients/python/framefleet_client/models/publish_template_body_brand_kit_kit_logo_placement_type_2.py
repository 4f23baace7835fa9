from enum import StrEnum


class PublishTemplateBodyBrandKitKitLogoPlacementType2(StrEnum):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
