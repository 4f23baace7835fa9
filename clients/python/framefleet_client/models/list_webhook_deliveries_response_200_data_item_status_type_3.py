from enum import StrEnum


class ListWebhookDeliveriesResponse200DataItemStatusType3(StrEnum):
    DEAD = "dead"

    def __str__(self) -> str:
        return str(self.value)
