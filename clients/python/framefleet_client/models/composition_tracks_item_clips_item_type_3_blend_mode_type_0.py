from enum import StrEnum


class CompositionTracksItemClipsItemType3BlendModeType0(StrEnum):
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
