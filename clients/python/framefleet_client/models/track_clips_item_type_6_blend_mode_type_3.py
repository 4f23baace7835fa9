from enum import StrEnum


class TrackClipsItemType6BlendModeType3(StrEnum):
    OVERLAY = "overlay"

    def __str__(self) -> str:
        return str(self.value)
