from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfilePositionType0(
    StrEnum
):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
