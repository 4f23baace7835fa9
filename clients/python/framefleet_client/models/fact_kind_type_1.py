from enum import StrEnum


class FactKindType1(StrEnum):
    SUBJECTTRACK = "subjectTrack"

    def __str__(self) -> str:
        return str(self.value)
