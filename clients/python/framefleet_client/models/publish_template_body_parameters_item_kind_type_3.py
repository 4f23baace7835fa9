from enum import StrEnum


class PublishTemplateBodyParametersItemKindType3(StrEnum):
    BOOLEAN = "boolean"

    def __str__(self) -> str:
        return str(self.value)
