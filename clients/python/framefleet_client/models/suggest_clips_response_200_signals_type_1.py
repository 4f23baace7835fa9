from enum import StrEnum


class SuggestClipsResponse200SignalsType1(StrEnum):
    UNMEASURED = "unmeasured"

    def __str__(self) -> str:
        return str(self.value)
