from enum import StrEnum


class TextClipTransitionKindType7(StrEnum):
    COMPONENT = "component"

    def __str__(self) -> str:
        return str(self.value)
