from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfileEmphasisFontStyleType0(
    StrEnum
):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
