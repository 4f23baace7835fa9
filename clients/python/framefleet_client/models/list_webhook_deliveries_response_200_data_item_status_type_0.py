from enum import StrEnum


class ListWebhookDeliveriesResponse200DataItemStatusType0(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
