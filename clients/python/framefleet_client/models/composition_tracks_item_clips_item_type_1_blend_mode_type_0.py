from enum import StrEnum


class CompositionTracksItemClipsItemType1BlendModeType0(StrEnum):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
