from enum import StrEnum


class CompositionTracksItemClipsItemType0BlendModeType4(StrEnum):
    DARKEN = "darken"

    def __str__(self) -> str:
        return str(self.value)
