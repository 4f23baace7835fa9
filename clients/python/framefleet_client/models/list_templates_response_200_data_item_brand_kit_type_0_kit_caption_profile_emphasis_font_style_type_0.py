from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfileEmphasisFontStyleType0(
    StrEnum
):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
