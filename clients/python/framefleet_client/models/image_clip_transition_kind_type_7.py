from enum import StrEnum


class ImageClipTransitionKindType7(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
