from enum import StrEnum


class ListWebhookDeliveriesResponse200DataItemStatusType2(StrEnum):
    DELIVERED = "delivered"

    def __str__(self) -> str:
        return str(self.value)
