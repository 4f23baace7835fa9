from enum import StrEnum


class GetRenderTraceFormatType0(StrEnum):
    JSON = "json"

    def __str__(self) -> str:
        return str(self.value)
