from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitOutroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
