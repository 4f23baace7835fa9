from enum import StrEnum


class CreateWebhookResponse201VerificationStatusType0(StrEnum):
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
