from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfilePositionType1(StrEnum):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
