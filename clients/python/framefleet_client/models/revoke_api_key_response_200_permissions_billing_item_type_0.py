from enum import StrEnum


class RevokeApiKeyResponse200PermissionsBillingItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
