from enum import StrEnum


class ClipType1TransitionKindType1(StrEnum):
    DIP = "dip"

    def __str__(self) -> str:
        return str(self.value)
