from enum import StrEnum


class ListWebhooksResponse200DataItemVerificationStatusType0(StrEnum):
    VERIFIED = "verified"

    def __str__(self) -> str:
        return str(self.value)
