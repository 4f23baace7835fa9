from enum import StrEnum


class CompositionBrandKitKitIntroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
