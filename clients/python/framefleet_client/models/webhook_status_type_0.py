from enum import StrEnum


class WebhookStatusType0(StrEnum):
    ACTIVE = "active"

    def __str__(self) -> str:
        return str(self.value)
