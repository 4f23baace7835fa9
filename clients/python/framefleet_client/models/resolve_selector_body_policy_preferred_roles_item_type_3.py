from enum import StrEnum


class ResolveSelectorBodyPolicyPreferredRolesItemType3(StrEnum):
    SCREEN = "screen"

    def __str__(self) -> str:
        return str(self.value)
