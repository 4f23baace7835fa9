from enum import StrEnum


class GetTemplateResponse200ParametersItemKindType1(StrEnum):
    NUMBER = "number"

    def __str__(self) -> str:
        return str(self.value)
