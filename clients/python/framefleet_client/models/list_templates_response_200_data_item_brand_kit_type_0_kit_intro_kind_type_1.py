from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitIntroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
