from enum import StrEnum


class ListRendersSortType1(StrEnum):
    COST_DESC = "cost_desc"

    def __str__(self) -> str:
        return str(self.value)
