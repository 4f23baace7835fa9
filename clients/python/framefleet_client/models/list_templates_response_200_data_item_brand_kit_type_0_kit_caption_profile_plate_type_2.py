from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfilePlateType2(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
