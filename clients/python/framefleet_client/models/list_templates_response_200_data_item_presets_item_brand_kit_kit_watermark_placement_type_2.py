from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType2(
    StrEnum
):
    BL = "bl"

    def __str__(self) -> str:
        return str(self.value)
