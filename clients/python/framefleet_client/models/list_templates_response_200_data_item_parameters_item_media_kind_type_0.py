from enum import StrEnum


class ListTemplatesResponse200DataItemParametersItemMediaKindType0(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
