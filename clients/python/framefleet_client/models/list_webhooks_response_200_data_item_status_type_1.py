from enum import StrEnum


class ListWebhooksResponse200DataItemStatusType1(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
