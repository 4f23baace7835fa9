from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitCaptionProfileEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
