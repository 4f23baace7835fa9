from enum import StrEnum


class CompositionTracksItemClipsItemType5Kind(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
