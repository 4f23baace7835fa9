from enum import StrEnum


class CreateWebhookBodyEventsItemType3(StrEnum):
    MEDIA_TRANSCRIBED = "media.transcribed"

    def __str__(self) -> str:
        return str(self.value)
