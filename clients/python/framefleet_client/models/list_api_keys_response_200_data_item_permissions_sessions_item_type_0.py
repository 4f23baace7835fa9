from enum import StrEnum


class ListApiKeysResponse200DataItemPermissionsSessionsItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
