from enum import StrEnum


class ListComponentsResponse200SfxItemFamilyType3(StrEnum):
    CLICK = "click"

    def __str__(self) -> str:
        return str(self.value)
