from enum import StrEnum


class TrackClipsItemType4Kind(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
