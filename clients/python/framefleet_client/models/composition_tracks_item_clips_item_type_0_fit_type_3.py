from enum import StrEnum


class CompositionTracksItemClipsItemType0FitType3(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
