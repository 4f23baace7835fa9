from enum import StrEnum


class ListTemplatesResponse200DataItemParametersItemMediaKindType2(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
