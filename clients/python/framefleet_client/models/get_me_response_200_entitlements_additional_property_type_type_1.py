from enum import StrEnum


class GetMeResponse200EntitlementsAdditionalPropertyTypeType1(StrEnum):
    BOOLEAN = "boolean"

    def __str__(self) -> str:
        return str(self.value)
