from enum import StrEnum


class ListTemplatesResponse200DataItemParametersItemMediaKindType1(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
