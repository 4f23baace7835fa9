from enum import StrEnum


class CompositionTracksItemClipsItemType0FitType0(StrEnum):
    COVER = "cover"

    def __str__(self) -> str:
        return str(self.value)
