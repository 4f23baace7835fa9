from enum import StrEnum


class ListRendersSortType2(StrEnum):
    COST_ASC = "cost_asc"

    def __str__(self) -> str:
        return str(self.value)
