from enum import StrEnum


class GetMeResponse200EntitlementsAdditionalPropertyUnitType3(StrEnum):
    GB = "gb"

    def __str__(self) -> str:
        return str(self.value)
