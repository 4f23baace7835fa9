from enum import StrEnum


class CreateApiKeyBodyPermissionsBillingItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
