from enum import StrEnum


class PublishTemplateBodyParametersItemKindType5(StrEnum):
    MEDIA = "media"

    def __str__(self) -> str:
        return str(self.value)
