from enum import StrEnum


class ListComponentsResponse200SfxItemFamilyType2(StrEnum):
    TICK = "tick"

    def __str__(self) -> str:
        return str(self.value)
