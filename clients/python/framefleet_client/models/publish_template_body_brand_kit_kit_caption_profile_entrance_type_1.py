from enum import StrEnum


class PublishTemplateBodyBrandKitKitCaptionProfileEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
