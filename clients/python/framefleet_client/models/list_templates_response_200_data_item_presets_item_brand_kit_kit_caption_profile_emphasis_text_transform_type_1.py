from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfileEmphasisTextTransformType1(
    StrEnum
):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
