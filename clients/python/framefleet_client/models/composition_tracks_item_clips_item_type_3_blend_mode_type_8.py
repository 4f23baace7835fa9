from enum import StrEnum


class CompositionTracksItemClipsItemType3BlendModeType8(StrEnum):
    DIFFERENCE = "difference"

    def __str__(self) -> str:
        return str(self.value)
