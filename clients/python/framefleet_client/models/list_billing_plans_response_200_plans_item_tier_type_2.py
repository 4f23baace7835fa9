from enum import StrEnum


class ListBillingPlansResponse200PlansItemTierType2(StrEnum):
    STUDIO = "studio"

    def __str__(self) -> str:
        return str(self.value)
