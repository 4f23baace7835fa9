from enum import StrEnum


class TrackClipsItemType6ProfilePlateType0(StrEnum):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
