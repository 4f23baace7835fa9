from enum import StrEnum


class ListWebhooksResponse200DataItemVerificationStatusType1(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
