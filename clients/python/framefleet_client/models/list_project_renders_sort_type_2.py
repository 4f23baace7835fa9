from enum import StrEnum


class ListProjectRendersSortType2(StrEnum):
    COST_ASC = "cost_asc"

    def __str__(self) -> str:
        return str(self.value)
