from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitCaptionProfileEmphasisTextTransformType1(
    StrEnum
):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
