from enum import StrEnum


class ListProjectRendersResponse200DataItemKindType1(StrEnum):
    PREVIEW = "preview"

    def __str__(self) -> str:
        return str(self.value)
