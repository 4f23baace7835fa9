from enum import StrEnum


class GetTemplateResponse200ParametersItemMediaKindType0(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
