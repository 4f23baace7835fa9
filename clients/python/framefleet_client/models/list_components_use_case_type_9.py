from enum import StrEnum


class ListComponentsUseCaseType9(StrEnum):
    SOCIAL_CUT = "social-cut"

    def __str__(self) -> str:
        return str(self.value)
