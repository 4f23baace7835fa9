from enum import StrEnum


class GetMeResponse200EntitlementsAdditionalPropertyUnitType2(StrEnum):
    MINUTES = "minutes"

    def __str__(self) -> str:
        return str(self.value)
