from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfileEntranceType1(
    StrEnum
):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
