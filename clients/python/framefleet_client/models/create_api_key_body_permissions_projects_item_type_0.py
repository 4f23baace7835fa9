from enum import StrEnum


class CreateApiKeyBodyPermissionsProjectsItemType0(StrEnum):
    READ = "read"

    def __str__(self) -> str:
        return str(self.value)
