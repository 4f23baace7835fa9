from enum import StrEnum


class CompositionTracksItemClipsItemType1Kind(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
