from enum import StrEnum


class ListWebhookDeliveriesResponse200DataItemStatusType5(StrEnum):
    DROPPED = "dropped"

    def __str__(self) -> str:
        return str(self.value)
