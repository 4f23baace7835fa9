from enum import StrEnum


class ListRendersResponse200DataItemStatusType1(StrEnum):
    RENDERING = "rendering"

    def __str__(self) -> str:
        return str(self.value)
