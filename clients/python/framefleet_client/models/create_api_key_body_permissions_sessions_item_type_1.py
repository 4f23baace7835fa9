from enum import StrEnum


class CreateApiKeyBodyPermissionsSessionsItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
