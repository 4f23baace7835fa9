from enum import StrEnum


class ApplySelectorBodyPolicyPreferredRolesItemType2(StrEnum):
    CLOSE_UP = "close-up"

    def __str__(self) -> str:
        return str(self.value)
