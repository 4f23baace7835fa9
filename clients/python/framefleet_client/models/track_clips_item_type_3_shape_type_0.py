from enum import StrEnum


class TrackClipsItemType3ShapeType0(StrEnum):
    RECTANGLE = "rectangle"

    def __str__(self) -> str:
        return str(self.value)
