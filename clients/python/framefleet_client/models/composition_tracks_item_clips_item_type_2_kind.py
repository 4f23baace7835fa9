from enum import StrEnum


class CompositionTracksItemClipsItemType2Kind(StrEnum):
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
