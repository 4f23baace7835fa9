from enum import StrEnum


class ListRendersResponse200DataItemKindType1(StrEnum):
    PREVIEW = "preview"

    def __str__(self) -> str:
        return str(self.value)
