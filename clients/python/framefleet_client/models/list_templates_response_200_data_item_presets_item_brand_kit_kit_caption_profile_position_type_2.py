from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfilePositionType2(
    StrEnum
):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
