from enum import StrEnum


class UpdateWebhookBodyEventsItemType2(StrEnum):
    MEDIA_COMPLETED = "media.completed"

    def __str__(self) -> str:
        return str(self.value)
