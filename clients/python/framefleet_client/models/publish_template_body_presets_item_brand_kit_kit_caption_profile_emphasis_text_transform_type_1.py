from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitCaptionProfileEmphasisTextTransformType1(
    StrEnum
):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
