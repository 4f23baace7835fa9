from enum import StrEnum


class PublishTemplateResponse201ParametersItemKindType5(StrEnum):
    MEDIA = "media"

    def __str__(self) -> str:
        return str(self.value)
