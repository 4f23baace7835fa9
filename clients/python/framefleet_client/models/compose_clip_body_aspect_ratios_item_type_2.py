from enum import StrEnum


class ComposeClipBodyAspectRatiosItemType2(StrEnum):
    VALUE_0 = "16:9"

    def __str__(self) -> str:
        return str(self.value)
