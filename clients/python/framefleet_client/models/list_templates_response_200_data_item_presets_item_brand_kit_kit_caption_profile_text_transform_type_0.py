from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfileTextTransformType0(
    StrEnum
):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
