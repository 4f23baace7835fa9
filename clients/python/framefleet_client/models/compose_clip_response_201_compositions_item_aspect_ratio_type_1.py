from enum import StrEnum


class ComposeClipResponse201CompositionsItemAspectRatioType1(StrEnum):
    VALUE_0 = "1:1"

    def __str__(self) -> str:
        return str(self.value)
