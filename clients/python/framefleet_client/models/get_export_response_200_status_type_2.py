from enum import StrEnum


class GetExportResponse200StatusType2(StrEnum):
    EXPIRED = "expired"

    def __str__(self) -> str:
        return str(self.value)
