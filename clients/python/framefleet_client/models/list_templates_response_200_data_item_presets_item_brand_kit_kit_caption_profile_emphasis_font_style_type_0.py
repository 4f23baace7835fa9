from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfileEmphasisFontStyleType0(
    StrEnum
):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
