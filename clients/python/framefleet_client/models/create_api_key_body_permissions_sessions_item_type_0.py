from enum import StrEnum


class CreateApiKeyBodyPermissionsSessionsItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
