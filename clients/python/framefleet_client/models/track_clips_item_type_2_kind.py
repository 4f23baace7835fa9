from enum import StrEnum


class TrackClipsItemType2Kind(StrEnum):
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
