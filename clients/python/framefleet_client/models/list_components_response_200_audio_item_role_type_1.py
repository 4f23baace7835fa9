from enum import StrEnum


class ListComponentsResponse200AudioItemRoleType1(StrEnum):
    MUSIC = "music"

    def __str__(self) -> str:
        return str(self.value)
