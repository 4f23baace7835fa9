from enum import StrEnum


class AudioClipKind(StrEnum):
    AUDIO = "audio"

    def __str__(self) -> str:
        return str(self.value)
