from enum import StrEnum


class CompositionTracksItemClipsItemType1FitType2(StrEnum):
    FILL = "fill"

    def __str__(self) -> str:
        return str(self.value)
