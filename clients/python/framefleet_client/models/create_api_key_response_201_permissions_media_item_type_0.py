from enum import StrEnum


class CreateApiKeyResponse201PermissionsMediaItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
