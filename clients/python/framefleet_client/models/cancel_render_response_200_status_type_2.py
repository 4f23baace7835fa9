from enum import StrEnum


class CancelRenderResponse200StatusType2(StrEnum):
    ASSEMBLING = "assembling"

    def __str__(self) -> str:
        return str(self.value)
