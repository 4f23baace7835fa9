from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType0(
    StrEnum
):
    TL = "tl"

    def __str__(self) -> str:
        return str(self.value)
