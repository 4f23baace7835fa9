from enum import StrEnum


class UpdateWebhookBodyEventsItemType0(StrEnum):
    RENDER_COMPLETED = "render.completed"

    def __str__(self) -> str:
        return str(self.value)
