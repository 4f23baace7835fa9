from enum import StrEnum


class SuggestClipsResponse200SignalsType0(StrEnum):
    MEASURED = "measured"

    def __str__(self) -> str:
        return str(self.value)
