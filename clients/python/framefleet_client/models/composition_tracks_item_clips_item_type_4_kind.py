from enum import StrEnum


class CompositionTracksItemClipsItemType4Kind(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
