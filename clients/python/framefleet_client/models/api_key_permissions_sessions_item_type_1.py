from enum import StrEnum


class ApiKeyPermissionsSessionsItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
