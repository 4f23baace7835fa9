from enum import StrEnum


class GetMeResponse200EntitlementsAdditionalPropertyTypeType2(StrEnum):
    CREDIT_SYSTEM = "credit_system"

    def __str__(self) -> str:
        return str(self.value)
