from enum import StrEnum


class PublishTemplateResponse201ParametersItemKindType2(StrEnum):
    COLOUR = "colour"

    def __str__(self) -> str:
        return str(self.value)
