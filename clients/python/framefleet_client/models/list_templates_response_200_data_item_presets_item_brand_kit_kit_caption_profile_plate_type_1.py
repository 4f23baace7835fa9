from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfilePlateType1(
    StrEnum
):
    SOLID = "solid"

    def __str__(self) -> str:
        return str(self.value)
