from enum import StrEnum


class ListTemplatesResponse200DataItemParametersItemKindType2(StrEnum):
    COLOUR = "colour"

    def __str__(self) -> str:
        return str(self.value)
