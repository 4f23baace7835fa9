from enum import StrEnum


class CreateApiKeyResponse201PermissionsWebhooksItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
