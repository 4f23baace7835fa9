from enum import StrEnum


class CreateApiKeyResponse201PermissionsBillingItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
