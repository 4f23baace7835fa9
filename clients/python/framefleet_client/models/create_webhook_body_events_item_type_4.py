from enum import StrEnum


class CreateWebhookBodyEventsItemType4(StrEnum):
    VERIFY_COMPLETED = "verify.completed"

    def __str__(self) -> str:
        return str(self.value)
