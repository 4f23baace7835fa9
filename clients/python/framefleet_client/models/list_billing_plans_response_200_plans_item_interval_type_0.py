from enum import StrEnum


class ListBillingPlansResponse200PlansItemIntervalType0(StrEnum):
    MONTH = "month"

    def __str__(self) -> str:
        return str(self.value)
