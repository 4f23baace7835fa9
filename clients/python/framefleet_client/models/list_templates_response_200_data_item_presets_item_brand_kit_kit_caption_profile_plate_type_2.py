from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfilePlateType2(
    StrEnum
):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
