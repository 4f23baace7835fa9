from enum import StrEnum


class PublishTemplateResponse201ParametersItemKindType3(StrEnum):
    BOOLEAN = "boolean"

    def __str__(self) -> str:
        return str(self.value)
