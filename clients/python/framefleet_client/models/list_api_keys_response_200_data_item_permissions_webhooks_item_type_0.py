from enum import StrEnum


class ListApiKeysResponse200DataItemPermissionsWebhooksItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
