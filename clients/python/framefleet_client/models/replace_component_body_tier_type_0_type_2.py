from enum import StrEnum


class ReplaceComponentBodyTierType0Type2(StrEnum):
    NICHE = "niche"

    def __str__(self) -> str:
        return str(self.value)
