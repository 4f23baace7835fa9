from enum import StrEnum


class ClipType3BlendModeType8(StrEnum):
    DIFFERENCE = "difference"

    def __str__(self) -> str:
        return str(self.value)
