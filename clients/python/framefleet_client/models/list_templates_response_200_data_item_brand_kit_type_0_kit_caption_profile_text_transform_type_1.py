from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfileTextTransformType1(
    StrEnum
):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
