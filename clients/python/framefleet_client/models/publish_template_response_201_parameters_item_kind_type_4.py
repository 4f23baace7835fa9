from enum import StrEnum


class PublishTemplateResponse201ParametersItemKindType4(StrEnum):
    ENUM = "enum"

    def __str__(self) -> str:
        return str(self.value)
