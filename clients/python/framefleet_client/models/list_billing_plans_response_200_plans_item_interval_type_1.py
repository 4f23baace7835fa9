from enum import StrEnum


class ListBillingPlansResponse200PlansItemIntervalType1(StrEnum):
    YEAR = "year"

    def __str__(self) -> str:
        return str(self.value)
