from enum import StrEnum


class GetExportResponse200StatusType1(StrEnum):
    AVAILABLE = "available"

    def __str__(self) -> str:
        return str(self.value)
