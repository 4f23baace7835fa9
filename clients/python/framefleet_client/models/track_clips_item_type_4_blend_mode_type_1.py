from enum import StrEnum


class TrackClipsItemType4BlendModeType1(StrEnum):
    MULTIPLY = "multiply"

    def __str__(self) -> str:
        return str(self.value)
