from enum import StrEnum


class ListTemplatesResponse200DataItemParametersItemKindType0(StrEnum):
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
