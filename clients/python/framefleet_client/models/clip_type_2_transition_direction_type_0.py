from enum import StrEnum


class ClipType2TransitionDirectionType0(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
