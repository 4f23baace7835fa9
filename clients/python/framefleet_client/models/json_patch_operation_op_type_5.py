from enum import StrEnum


class JsonPatchOperationOpType5(StrEnum):
    TEST = "test"

    def __str__(self) -> str:
        return str(self.value)
