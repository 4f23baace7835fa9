from enum import StrEnum


class PublishTemplateBodyParametersItemMediaKindType2(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
