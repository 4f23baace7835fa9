from enum import StrEnum


class PublishTemplateBodyParametersItemKindType2(StrEnum):
    COLOUR = "colour"

    def __str__(self) -> str:
        return str(self.value)
