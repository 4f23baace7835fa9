from enum import StrEnum


class ListTemplatesResponse200DataItemParametersItemKindType4(StrEnum):
    ENUM = "enum"

    def __str__(self) -> str:
        return str(self.value)
