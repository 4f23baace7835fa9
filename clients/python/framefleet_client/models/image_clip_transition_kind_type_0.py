from enum import StrEnum


class ImageClipTransitionKindType0(StrEnum):
    CROSSFADE = "crossfade"

    def __str__(self) -> str:
        return str(self.value)
