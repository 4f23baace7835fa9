from enum import StrEnum


class TrackClipsItemType1Kind(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
