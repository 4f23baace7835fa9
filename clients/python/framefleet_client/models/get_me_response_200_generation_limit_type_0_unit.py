from enum import StrEnum


class GetMeResponse200GenerationLimitType0Unit(StrEnum):
    CENTS_OF_PROVIDER_COST = "cents_of_provider_cost"

    def __str__(self) -> str:
        return str(self.value)
