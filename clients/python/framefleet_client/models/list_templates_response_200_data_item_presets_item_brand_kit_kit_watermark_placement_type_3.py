from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitWatermarkPlacementType3(
    StrEnum
):
    BR = "br"

    def __str__(self) -> str:
        return str(self.value)
