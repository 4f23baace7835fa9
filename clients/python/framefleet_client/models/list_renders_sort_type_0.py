from enum import StrEnum


class ListRendersSortType0(StrEnum):
    NEWEST = "newest"

    def __str__(self) -> str:
        return str(self.value)
