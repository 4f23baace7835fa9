from enum import StrEnum


class CaptionProfilePositionType2(StrEnum):
    BOTTOM = "bottom"

    def __str__(self) -> str:
        return str(self.value)
