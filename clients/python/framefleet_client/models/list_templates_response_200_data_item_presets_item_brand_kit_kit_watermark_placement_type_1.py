from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType1(
    StrEnum
):
    TR = "tr"

    def __str__(self) -> str:
        return str(self.value)
