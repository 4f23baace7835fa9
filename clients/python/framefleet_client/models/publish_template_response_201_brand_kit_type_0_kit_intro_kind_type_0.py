from enum import StrEnum


class PublishTemplateResponse201BrandKitType0KitIntroKindType0(StrEnum):
    CARD = "card"

    def __str__(self) -> str:
        return str(self.value)
