from enum import StrEnum


class ListComponentsResponse200AudioItemRoleType2(StrEnum):
    SFX = "sfx"

    def __str__(self) -> str:
        return str(self.value)
