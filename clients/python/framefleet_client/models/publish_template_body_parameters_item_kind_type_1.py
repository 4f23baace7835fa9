from enum import StrEnum


class PublishTemplateBodyParametersItemKindType1(StrEnum):
    NUMBER = "number"

    def __str__(self) -> str:
        return str(self.value)
