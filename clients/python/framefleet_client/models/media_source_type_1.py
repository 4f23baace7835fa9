from enum import StrEnum


class MediaSourceType1(StrEnum):
    IMPORT = "import"

    def __str__(self) -> str:
        return str(self.value)
