from enum import StrEnum


class CompositionTracksItemClipsItemType0Kind(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
