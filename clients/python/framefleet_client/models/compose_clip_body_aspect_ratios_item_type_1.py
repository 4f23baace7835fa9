from enum import StrEnum


class ComposeClipBodyAspectRatiosItemType1(StrEnum):
    VALUE_0 = "1:1"

    def __str__(self) -> str:
        return str(self.value)
