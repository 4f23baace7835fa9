from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitOutroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
