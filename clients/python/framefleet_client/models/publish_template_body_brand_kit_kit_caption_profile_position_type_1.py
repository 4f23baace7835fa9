from enum import StrEnum


class PublishTemplateBodyBrandKitKitCaptionProfilePositionType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
