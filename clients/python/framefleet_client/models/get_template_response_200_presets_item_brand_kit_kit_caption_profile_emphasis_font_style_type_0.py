from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitCaptionProfileEmphasisFontStyleType0(
    StrEnum
):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
