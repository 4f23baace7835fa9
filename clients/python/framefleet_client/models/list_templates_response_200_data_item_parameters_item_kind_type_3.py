from enum import StrEnum


class ListTemplatesResponse200DataItemParametersItemKindType3(StrEnum):
    BOOLEAN = "boolean"

    def __str__(self) -> str:
        return str(self.value)
