from enum import StrEnum


class PublishTemplateResponse201ParametersItemMediaKindType0(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
