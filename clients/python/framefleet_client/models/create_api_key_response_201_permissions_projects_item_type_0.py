from enum import StrEnum


class CreateApiKeyResponse201PermissionsProjectsItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
