from enum import StrEnum


class CompositionBrandKitKitCaptionProfilePositionType0(StrEnum):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
