from enum import StrEnum


class GetTemplateResponse200ParametersItemKindType3(StrEnum):
    BOOLEAN = "boolean"

    def __str__(self) -> str:
        return str(self.value)
