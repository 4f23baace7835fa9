from enum import StrEnum


class MulticamGroupAnglesItemRoleType0Type3(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
