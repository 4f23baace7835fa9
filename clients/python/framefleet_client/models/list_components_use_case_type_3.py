from enum import StrEnum


class ListComponentsUseCaseType3(StrEnum):
    TITLE_OVER_FOOTAGE = "title-over-footage"

    def __str__(self) -> str:
        return str(self.value)
