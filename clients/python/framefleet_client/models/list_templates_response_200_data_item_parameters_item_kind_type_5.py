from enum import StrEnum


class ListTemplatesResponse200DataItemParametersItemKindType5(StrEnum):
    MEDIA = "media"

    def __str__(self) -> str:
        return str(self.value)
