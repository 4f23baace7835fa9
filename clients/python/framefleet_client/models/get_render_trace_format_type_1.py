from enum import StrEnum


class GetRenderTraceFormatType1(StrEnum):
    SVG = "svg"

    def __str__(self) -> str:
        return str(self.value)
