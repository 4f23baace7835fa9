from enum import StrEnum


class RenderTemplateResponse202Type1Status(StrEnum):
    IMPORTING = "importing"

    def __str__(self) -> str:
        return str(self.value)
