from enum import StrEnum


class ListBillingPlansResponse200PlansItemTierType0(StrEnum):
    PRO = "pro"

    def __str__(self) -> str:
        return str(self.value)
