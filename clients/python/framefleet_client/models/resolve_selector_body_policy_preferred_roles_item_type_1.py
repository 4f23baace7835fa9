from enum import StrEnum


class ResolveSelectorBodyPolicyPreferredRolesItemType1(StrEnum):
    SPEAKER = "speaker"

    def __str__(self) -> str:
        return str(self.value)
