from enum import StrEnum


class MulticamGroupAnglesItemRoleType0Type0(StrEnum):
    WIDE = "wide"

    def __str__(self) -> str:
        return str(self.value)
