from enum import StrEnum


class ListApiKeysResponse200DataItemPermissionsBillingItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
