from enum import StrEnum


class GetExportResponse200RenderKindType1(StrEnum):
    PREVIEW = "preview"

    def __str__(self) -> str:
        return str(self.value)
