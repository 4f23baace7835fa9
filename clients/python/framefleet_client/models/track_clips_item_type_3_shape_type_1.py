from enum import StrEnum


class TrackClipsItemType3ShapeType1(StrEnum):
    ELLIPSE = "ellipse"

    def __str__(self) -> str:
        return str(self.value)
