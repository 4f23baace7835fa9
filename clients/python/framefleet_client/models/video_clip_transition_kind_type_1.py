from enum import StrEnum


class VideoClipTransitionKindType1(StrEnum):
    DIP = "dip"

    def __str__(self) -> str:
        return str(self.value)
