from enum import StrEnum


class ListApiKeysResponse200DataItemPermissionsProjectsItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
