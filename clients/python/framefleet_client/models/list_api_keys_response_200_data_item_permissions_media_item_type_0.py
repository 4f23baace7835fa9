from enum import StrEnum


class ListApiKeysResponse200DataItemPermissionsMediaItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
