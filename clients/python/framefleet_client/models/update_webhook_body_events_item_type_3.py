from enum import StrEnum


class UpdateWebhookBodyEventsItemType3(StrEnum):
    MEDIA_TRANSCRIBED = "media.transcribed"

    def __str__(self) -> str:
        return str(self.value)
