from enum import StrEnum


class TrackClipsItemType6ProfileTextTransformType1(StrEnum):
    UPPERCASE = "uppercase"

    def __str__(self) -> str:
        return str(self.value)
