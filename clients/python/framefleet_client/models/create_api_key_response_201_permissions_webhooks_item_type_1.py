from enum import StrEnum


class CreateApiKeyResponse201PermissionsWebhooksItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
