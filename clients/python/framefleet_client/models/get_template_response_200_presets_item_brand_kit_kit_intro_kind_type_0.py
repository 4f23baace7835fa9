from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitIntroKindType0(StrEnum):
    CARD = "card"

    def __str__(self) -> str:
        return str(self.value)
