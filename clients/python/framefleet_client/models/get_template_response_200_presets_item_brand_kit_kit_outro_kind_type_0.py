from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitOutroKindType0(StrEnum):
    CARD = "card"

    def __str__(self) -> str:
        return str(self.value)
