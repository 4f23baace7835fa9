from enum import StrEnum


class CaptionProfileEntranceType2(StrEnum):
    WORD_POP = "word-pop"

    def __str__(self) -> str:
        return str(self.value)
