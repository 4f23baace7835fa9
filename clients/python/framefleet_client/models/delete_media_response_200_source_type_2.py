from enum import StrEnum


class DeleteMediaResponse200SourceType2(StrEnum):
    GENERATE = "generate"

    def __str__(self) -> str:
        return str(self.value)
