from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfileEmphasisTextTransformType0(
    StrEnum
):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
