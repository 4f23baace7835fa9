from enum import StrEnum


class TrackClipsItemType0Kind(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
