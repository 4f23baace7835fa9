from enum import StrEnum


class GetTemplateResponse200ParametersItemKindType2(StrEnum):
    COLOUR = "colour"

    def __str__(self) -> str:
        return str(self.value)
