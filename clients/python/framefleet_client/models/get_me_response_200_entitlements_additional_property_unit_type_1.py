from enum import StrEnum


class GetMeResponse200EntitlementsAdditionalPropertyUnitType1(StrEnum):
    COUNT = "count"

    def __str__(self) -> str:
        return str(self.value)
