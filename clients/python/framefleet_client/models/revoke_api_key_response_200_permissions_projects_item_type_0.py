from enum import StrEnum


class RevokeApiKeyResponse200PermissionsProjectsItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
