from enum import StrEnum


class ApiKeyPermissionsProjectsItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
