from enum import StrEnum


class PublishTemplateBodyParametersItemKindType0(StrEnum):
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
