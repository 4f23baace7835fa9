from enum import StrEnum


class RevokeApiKeyResponse200PermissionsMediaItemType1(StrEnum):
    WRITE = "write"

    def __str__(self) -> str:
        return str(self.value)
