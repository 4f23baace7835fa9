from enum import StrEnum


class WebhookVerificationStatusType0(StrEnum):
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
