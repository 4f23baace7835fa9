from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitCaptionProfileEntranceType2(StrEnum):
    WORD_POP = "word-pop"

    def __str__(self) -> str:
        return str(self.value)
