from enum import StrEnum


class ListComponentsTierType2(StrEnum):
    NICHE = "niche"

    def __str__(self) -> str:
        return str(self.value)
