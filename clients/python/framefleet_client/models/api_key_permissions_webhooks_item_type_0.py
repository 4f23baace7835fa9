from enum import StrEnum


class ApiKeyPermissionsWebhooksItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
