from enum import StrEnum


class PutMulticamGroupBodyAnglesItemRoleType0(StrEnum):
    WIDE = "wide"

    def __str__(self) -> str:
        return str(self.value)
