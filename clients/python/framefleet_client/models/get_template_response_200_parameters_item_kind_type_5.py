from enum import StrEnum


class GetTemplateResponse200ParametersItemKindType5(StrEnum):
    MEDIA = "media"

    def __str__(self) -> str:
        return str(self.value)
