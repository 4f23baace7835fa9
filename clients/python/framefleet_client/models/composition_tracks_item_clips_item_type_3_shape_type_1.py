from enum import StrEnum


class CompositionTracksItemClipsItemType3ShapeType1(StrEnum):
    ELLIPSE = "ellipse"

    def __str__(self) -> str:
        return str(self.value)
