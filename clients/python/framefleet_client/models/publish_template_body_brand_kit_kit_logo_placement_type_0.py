from enum import StrEnum


class PublishTemplateBodyBrandKitKitLogoPlacementType0(StrEnum):
    TL = "tl"

    def __str__(self) -> str:
        return str(self.value)
