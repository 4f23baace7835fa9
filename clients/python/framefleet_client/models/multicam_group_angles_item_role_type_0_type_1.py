from enum import StrEnum


class MulticamGroupAnglesItemRoleType0Type1(StrEnum):
    SPEAKER = "speaker"

    def __str__(self) -> str:
        return str(self.value)
