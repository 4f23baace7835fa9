from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfilePositionType1(
    StrEnum
):
    CENTER = "center"

    def __str__(self) -> str:
        return str(self.value)
