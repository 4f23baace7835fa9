from enum import StrEnum


class JsonPatchOperationOpType4(StrEnum):
    COPY = "copy"

    def __str__(self) -> str:
        return str(self.value)
