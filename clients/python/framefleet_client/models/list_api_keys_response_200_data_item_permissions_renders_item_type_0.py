from enum import StrEnum


class ListApiKeysResponse200DataItemPermissionsRendersItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
