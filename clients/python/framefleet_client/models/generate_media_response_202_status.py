from enum import StrEnum


class GenerateMediaResponse202Status(StrEnum):
    GENERATING = "generating"

    def __str__(self) -> str:
        return str(self.value)
