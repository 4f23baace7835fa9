from enum import StrEnum


class CreateApiKeyBodyPermissionsBillingItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
