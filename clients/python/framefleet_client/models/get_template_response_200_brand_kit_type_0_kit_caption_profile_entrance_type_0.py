from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitCaptionProfileEntranceType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
