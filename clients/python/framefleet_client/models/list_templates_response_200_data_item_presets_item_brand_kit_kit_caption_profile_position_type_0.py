from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfilePositionType0(
    StrEnum
):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
