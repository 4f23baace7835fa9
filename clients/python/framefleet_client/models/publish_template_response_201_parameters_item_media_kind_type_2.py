from enum import StrEnum


class PublishTemplateResponse201ParametersItemMediaKindType2(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
