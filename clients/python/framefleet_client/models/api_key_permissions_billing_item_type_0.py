from enum import StrEnum


class ApiKeyPermissionsBillingItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
