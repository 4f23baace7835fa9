from enum import StrEnum


class CancelRenderResponse200KindType1(StrEnum):
    PREVIEW = "preview"

    def __str__(self) -> str:
        return str(self.value)
