from enum import StrEnum


class WebhookDeliveryStatusType0(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
