from enum import StrEnum


class CompositionTracksItemClipsItemType6ProfileTextTransformType1(StrEnum):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
