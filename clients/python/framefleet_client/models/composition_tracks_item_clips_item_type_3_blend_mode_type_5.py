from enum import StrEnum


class CompositionTracksItemClipsItemType3BlendModeType5(StrEnum):
    LIGHTEN = "lighten"

    def __str__(self) -> str:
        return str(self.value)
