from enum import StrEnum


class CompositionTracksItemClipsItemType2BlendModeType3(StrEnum):
    OVERLAY = "overlay"

    def __str__(self) -> str:
        return str(self.value)
