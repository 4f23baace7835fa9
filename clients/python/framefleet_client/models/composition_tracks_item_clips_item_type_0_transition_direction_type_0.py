from enum import StrEnum


class CompositionTracksItemClipsItemType0TransitionDirectionType0(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
