from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfilePositionType2(StrEnum):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
