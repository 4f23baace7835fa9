from enum import StrEnum


class ListTemplatesResponse200DataItemPresetsItemBrandKitKitCaptionProfileEntranceType2(
    StrEnum
):
    WORD_POP = "word-pop"

    def __str__(self) -> str:
        return str(self.value)
