from enum import StrEnum


class ApplySelectorBodyPolicyPreferredRolesItemType3(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
