from enum import StrEnum


class ApiKeyPermissionsMediaItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
