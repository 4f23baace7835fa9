from enum import StrEnum


class MediaStatusType2(StrEnum):
    GENERATING = "generating"

    def __str__(self) -> str:
        return str(self.value)
