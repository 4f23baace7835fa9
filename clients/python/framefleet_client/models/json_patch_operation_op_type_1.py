from enum import StrEnum


class JsonPatchOperationOpType1(StrEnum):
    REMOVE = "remove"

    def __str__(self) -> str:
        return str(self.value)
