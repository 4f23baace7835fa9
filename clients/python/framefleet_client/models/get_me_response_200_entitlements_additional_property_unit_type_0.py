from enum import StrEnum


class GetMeResponse200EntitlementsAdditionalPropertyUnitType0(StrEnum):
    CENTS = "cents"

    def __str__(self) -> str:
        return str(self.value)
