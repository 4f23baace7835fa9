from enum import StrEnum


class UpdateWebhookResponse200StatusType1(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
