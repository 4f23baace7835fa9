from enum import StrEnum


class TrackClipsItemType6BlendModeType1(StrEnum):
    MULTIPLY = "multiply"

    def __str__(self) -> str:
        return str(self.value)
