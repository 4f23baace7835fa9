from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfileEmphasisTextTransformType0(
    StrEnum
):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
