from enum import StrEnum


class ListRendersResponse200DataItemKindType0(StrEnum):
    RENDER = "render"

    def __str__(self) -> str:
        return str(self.value)
