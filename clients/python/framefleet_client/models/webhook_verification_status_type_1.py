from enum import StrEnum


class WebhookVerificationStatusType1(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
