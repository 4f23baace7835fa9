from enum import StrEnum


class MulticamGroupAnglesItemRoleType0Type2(StrEnum):
    CLOSE_UP = "close-up"

    def __str__(self) -> str:
        return str(self.value)
