from enum import StrEnum


class CreateWebhookResponse201VerificationStatusType1(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
