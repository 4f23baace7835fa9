from enum import StrEnum


class JsonPatchOperationOpType3(StrEnum):
    MOVE = "move"

    def __str__(self) -> str:
        return str(self.value)
