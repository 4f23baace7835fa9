from enum import StrEnum


class CompositionTracksItemClipsItemType6Kind(StrEnum):
    CAPTIONS = "captions"

    def __str__(self) -> str:
        return str(self.value)
