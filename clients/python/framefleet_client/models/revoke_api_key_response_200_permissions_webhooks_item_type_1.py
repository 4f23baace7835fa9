from enum import StrEnum


class RevokeApiKeyResponse200PermissionsWebhooksItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
