from enum import StrEnum


class RevokeApiKeyResponse200PermissionsMediaItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
