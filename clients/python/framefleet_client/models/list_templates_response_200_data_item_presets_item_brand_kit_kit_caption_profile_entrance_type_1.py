from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfileEntranceType1(
    StrEnum
):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
