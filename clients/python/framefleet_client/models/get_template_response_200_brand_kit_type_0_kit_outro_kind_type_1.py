from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitOutroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
