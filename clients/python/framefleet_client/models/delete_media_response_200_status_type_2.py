from enum import StrEnum


class DeleteMediaResponse200StatusType2(StrEnum):
    GENERATING = "generating"

    def __str__(self) -> str:
        return str(self.value)
