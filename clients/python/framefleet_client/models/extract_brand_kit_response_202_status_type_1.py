from enum import StrEnum


class ExtractBrandKitResponse202StatusType1(StrEnum):
    SUCCEEDED = "succeeded"

    def __str__(self) -> str:
        return str(self.value)
