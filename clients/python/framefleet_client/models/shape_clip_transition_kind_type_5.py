from enum import StrEnum


class ShapeClipTransitionKindType5(StrEnum):
    ZOOM = "zoom"

    def __str__(self) -> str:
        return str(self.value)
