from enum import StrEnum


class BuyMediaFactBodyKindType0(StrEnum):
    SUBJECTTRACK = "subjectTrack"

    def __str__(self) -> str:
        return str(self.value)
