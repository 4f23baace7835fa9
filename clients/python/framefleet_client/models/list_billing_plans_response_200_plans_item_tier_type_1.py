from enum import StrEnum


class ListBillingPlansResponse200PlansItemTierType1(StrEnum):
    BUSINESS = "business"

    def __str__(self) -> str:
        return str(self.value)
