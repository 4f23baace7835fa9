from enum import StrEnum


class CompositionTracksItemClipsItemType4TransitionDirectionType0(StrEnum):
    LEFT = "left"

    def __str__(self) -> str:
        return str(self.value)
