from enum import StrEnum


class ListProjectRendersSortType0(StrEnum):
    NEWEST = "newest"

    def __str__(self) -> str:
        return str(self.value)
