from enum import StrEnum


class GetMediaResponse200SourceType2(StrEnum):
    GENERATE = "generate"

    def __str__(self) -> str:
        return str(self.value)
