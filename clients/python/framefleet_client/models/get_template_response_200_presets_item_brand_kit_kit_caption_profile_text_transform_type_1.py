from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitCaptionProfileTextTransformType1(
    StrEnum
):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
