from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitCaptionProfileTextTransformType1(
    StrEnum
):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
