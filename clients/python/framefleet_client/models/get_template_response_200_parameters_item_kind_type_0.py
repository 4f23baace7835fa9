from enum import StrEnum


class GetTemplateResponse200ParametersItemKindType0(StrEnum):
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
