from enum import StrEnum


class CompositionTracksItemClipsItemType6ProfilePlateType0(StrEnum):
    GLASS = "glass"

    def __str__(self) -> str:
        return str(self.value)
