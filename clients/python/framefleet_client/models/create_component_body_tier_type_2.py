from enum import StrEnum


class CreateComponentBodyTierType2(StrEnum):
    NICHE = "niche"

    def __str__(self) -> str:
        return str(self.value)
