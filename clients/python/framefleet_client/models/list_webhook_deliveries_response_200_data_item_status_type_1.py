from enum import StrEnum


class ListWebhookDeliveriesResponse200DataItemStatusType1(StrEnum):
    SENDING = "sending"

    def __str__(self) -> str:
        return str(self.value)
