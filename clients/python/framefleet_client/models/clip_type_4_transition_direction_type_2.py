from enum import StrEnum


class ClipType4TransitionDirectionType2(StrEnum):
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
