from enum import StrEnum


class ListProjectRendersResponse200DataItemStatusType1(StrEnum):
    RENDERING = "rendering"

    def __str__(self) -> str:
        return str(self.value)
