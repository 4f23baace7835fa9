from enum import StrEnum


class TrackClipsItemType5Kind(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
