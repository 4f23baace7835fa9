from enum import StrEnum


class VideoClipTransitionKindType2(StrEnum):
    WIPE = "wipe"

    def __str__(self) -> str:
        return str(self.value)
