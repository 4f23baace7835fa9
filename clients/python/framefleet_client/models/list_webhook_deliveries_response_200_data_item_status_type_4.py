from enum import StrEnum


class ListWebhookDeliveriesResponse200DataItemStatusType4(StrEnum):
    GONE = "gone"

    def __str__(self) -> str:
        return str(self.value)
