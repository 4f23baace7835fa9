from enum import StrEnum


class GetExportResponse200StatusType3(StrEnum):
    UNAVAILABLE = "unavailable"

    def __str__(self) -> str:
        return str(self.value)
