from enum import StrEnum


class WebhookDeliveryStatusType2(StrEnum):
    DELIVERED = "delivered"

    def __str__(self) -> str:
        return str(self.value)
