from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitCaptionProfileTextTransformType1(
    StrEnum
):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
