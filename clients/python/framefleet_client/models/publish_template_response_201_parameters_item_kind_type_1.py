from enum import StrEnum


class PublishTemplateResponse201ParametersItemKindType1(StrEnum):
    NUMBER = "number"

    def __str__(self) -> str:
        return str(self.value)
