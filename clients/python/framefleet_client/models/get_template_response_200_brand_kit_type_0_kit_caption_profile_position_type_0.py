from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfilePositionType0(StrEnum):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
