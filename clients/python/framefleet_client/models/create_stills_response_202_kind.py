from enum import StrEnum


class CreateStillsResponse202Kind(StrEnum):
    PREVIEW_FRAME = "preview_frame"

    def __str__(self) -> str:
        return str(self.value)
