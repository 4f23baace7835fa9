from enum import StrEnum


class WebhookDeliveryStatusType5(StrEnum):
    DROPPED = "dropped"

    def __str__(self) -> str:
        return str(self.value)
