from enum import StrEnum


class UpdateWebhookResponse200VerificationStatusType0(StrEnum):
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
