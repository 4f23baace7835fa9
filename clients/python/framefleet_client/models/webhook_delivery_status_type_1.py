from enum import StrEnum


class WebhookDeliveryStatusType1(StrEnum):
    SENDING = "sending"

    def __str__(self) -> str:
        return str(self.value)
