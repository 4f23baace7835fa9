from enum import StrEnum


class RevokeApiKeyResponse200PermissionsWebhooksItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
