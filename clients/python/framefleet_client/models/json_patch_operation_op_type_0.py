from enum import StrEnum


class JsonPatchOperationOpType0(StrEnum):
    ADD = "add"

    def __str__(self) -> str:
        return str(self.value)
