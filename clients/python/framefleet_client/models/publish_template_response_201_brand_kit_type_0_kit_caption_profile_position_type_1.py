from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitCaptionProfilePositionType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
