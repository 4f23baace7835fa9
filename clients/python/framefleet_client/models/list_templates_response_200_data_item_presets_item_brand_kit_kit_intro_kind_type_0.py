from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitIntroKindType0(StrEnum):
    CARD = "card"

    def __str__(self) -> str:
        return str(self.value)
