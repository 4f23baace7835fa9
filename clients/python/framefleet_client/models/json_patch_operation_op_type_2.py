from enum import StrEnum


class JsonPatchOperationOpType2(StrEnum):
    REPLACE = "replace"

    def __str__(self) -> str:
        return str(self.value)
