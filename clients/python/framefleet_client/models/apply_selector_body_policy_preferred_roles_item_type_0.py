from enum import StrEnum


class ApplySelectorBodyPolicyPreferredRolesItemType0(StrEnum):
    WIDE = "wide"

    def __str__(self) -> str:
        return str(self.value)
