from enum import StrEnum


class GetTemplateResponse200ParametersItemMediaKindType1(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
