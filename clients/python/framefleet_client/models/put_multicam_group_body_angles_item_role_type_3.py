from enum import StrEnum


class PutMulticamGroupBodyAnglesItemRoleType3(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
