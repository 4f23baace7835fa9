from enum import StrEnum


class PublishTemplateBodyParametersItemKindType4(StrEnum):
    ENUM = "enum"

    def __str__(self) -> str:
        return str(self.value)
