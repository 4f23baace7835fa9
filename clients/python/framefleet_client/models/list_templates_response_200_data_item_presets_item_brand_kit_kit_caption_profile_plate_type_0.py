from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfilePlateType0(
    StrEnum
):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
