from enum import StrEnum


class PutMulticamGroupBodyAnglesItemRoleType1(StrEnum):
    SPEAKER = "speaker"

    def __str__(self) -> str:
        return str(self.value)
