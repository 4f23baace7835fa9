from enum import StrEnum


class GetSelectorCandidatesResponse202Status(StrEnum):
    COMPUTING = "computing"

    def __str__(self) -> str:
        return str(self.value)
