from enum import StrEnum


class GetTemplateResponse200ParametersItemMediaKindType2(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
