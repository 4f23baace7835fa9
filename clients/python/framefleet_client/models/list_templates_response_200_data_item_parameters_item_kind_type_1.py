from enum import StrEnum


class ListTemplatesResponse200DataItemParametersItemKindType1(StrEnum):
    NUMBER = "number"

    def __str__(self) -> str:
        return str(self.value)
