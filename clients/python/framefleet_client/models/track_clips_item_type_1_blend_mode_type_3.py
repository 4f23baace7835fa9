from enum import StrEnum


class TrackClipsItemType1BlendModeType3(StrEnum):
    OVERLAY = "overlay"

    def __str__(self) -> str:
        return str(self.value)
