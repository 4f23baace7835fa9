from enum import StrEnum


class ListComponentsResponse200SfxItemFamilyType0(StrEnum):
    WHOOSH = "whoosh"

    def __str__(self) -> str:
        return str(self.value)
