from enum import StrEnum


class CompositionTracksItemClipsItemType4BlendModeType5(StrEnum):
    LIGHTEN = "lighten"

    def __str__(self) -> str:
        return str(self.value)
