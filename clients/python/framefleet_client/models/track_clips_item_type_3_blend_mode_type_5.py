from enum import StrEnum


class TrackClipsItemType3BlendModeType5(StrEnum):
    LIGHTEN = "lighten"

    def __str__(self) -> str:
        return str(self.value)
