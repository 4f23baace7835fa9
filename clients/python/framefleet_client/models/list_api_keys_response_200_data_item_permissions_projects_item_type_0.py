from enum import StrEnum


class ListApiKeysResponse200DataItemPermissionsProjectsItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
