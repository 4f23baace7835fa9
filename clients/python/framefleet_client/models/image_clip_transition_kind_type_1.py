from enum import StrEnum


class ImageClipTransitionKindType1(StrEnum):
    DIP = "dip"

    def __str__(self) -> str:
        return str(self.value)
