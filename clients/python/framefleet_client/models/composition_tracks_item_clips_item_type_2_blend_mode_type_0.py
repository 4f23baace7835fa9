from enum import StrEnum


class CompositionTracksItemClipsItemType2BlendModeType0(StrEnum):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
