from enum import StrEnum


class WebhookDeliveryStatusType4(StrEnum):
    GONE = "gone"

    def __str__(self) -> str:
        return str(self.value)
