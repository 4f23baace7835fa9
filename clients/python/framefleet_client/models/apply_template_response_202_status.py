from enum import StrEnum


class ApplyTemplateResponse202Status(StrEnum):
    IMPORTING = "importing"

    def __str__(self) -> str:
        return str(self.value)
