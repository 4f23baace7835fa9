from enum import StrEnum


class ComposeClipBodyAspectRatiosItemType0(StrEnum):
    VALUE_0 = "9:16"

    def __str__(self) -> str:
        return str(self.value)
