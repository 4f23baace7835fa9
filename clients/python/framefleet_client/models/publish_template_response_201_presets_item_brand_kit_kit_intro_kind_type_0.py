from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitIntroKindType0(StrEnum):
    CARD = "card"

    def __str__(self) -> str:
        return str(self.value)
