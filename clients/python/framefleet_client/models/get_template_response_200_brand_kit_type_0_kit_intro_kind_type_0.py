from enum import StrEnum


class GetTemplateResponse200BrandKitType0KitIntroKindType0(StrEnum):
    CARD = "card"

    def __str__(self) -> str:
        return str(self.value)
