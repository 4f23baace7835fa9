from enum import StrEnum


class GetMeResponse200EntitlementsAdditionalPropertyTypeType0(StrEnum):
    METERED = "metered"

    def __str__(self) -> str:
        return str(self.value)
