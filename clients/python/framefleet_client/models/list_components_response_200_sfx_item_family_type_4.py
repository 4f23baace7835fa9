from enum import StrEnum


class ListComponentsResponse200SfxItemFamilyType4(StrEnum):
    IMPACT = "impact"

    def __str__(self) -> str:
        return str(self.value)
