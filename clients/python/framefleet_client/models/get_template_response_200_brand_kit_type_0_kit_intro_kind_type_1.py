from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitIntroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
