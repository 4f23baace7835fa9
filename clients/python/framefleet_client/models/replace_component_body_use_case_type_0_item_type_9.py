from enum import StrEnum


class ReplaceComponentBodyUseCaseType0ItemType9(StrEnum):
    SOCIAL_CUT = "social-cut"

    def __str__(self) -> str:
        return str(self.value)
