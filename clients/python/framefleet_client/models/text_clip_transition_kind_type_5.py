from enum import StrEnum


class TextClipTransitionKindType5(StrEnum):
    ZOOM = "zoom"

    def __str__(self) -> str:
        return str(self.value)
