from enum import StrEnum


class CompositionTracksItemClipsItemType6ProfileEmphasisTextTransformType1(StrEnum):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
