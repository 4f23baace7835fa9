from enum import StrEnum


class ClipType6ProfileEntranceType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
