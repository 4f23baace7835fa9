from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitOutroKindType0(StrEnum):
    CARD = "card"

    def __str__(self) -> str:
        return str(self.value)
