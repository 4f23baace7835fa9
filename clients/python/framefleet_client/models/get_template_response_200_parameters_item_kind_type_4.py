from enum import StrEnum


class GetTemplateResponse200ParametersItemKindType4(StrEnum):
    ENUM = "enum"

    def __str__(self) -> str:
        return str(self.value)
