from enum import StrEnum


class WebhookDeliveryStatusType3(StrEnum):
    DEAD = "dead"

    def __str__(self) -> str:
        return str(self.value)
