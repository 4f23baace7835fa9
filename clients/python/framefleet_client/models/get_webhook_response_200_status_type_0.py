from enum import StrEnum


class GetWebhookResponse200StatusType0(StrEnum):
    ACTIVE = "active"

    def __str__(self) -> str:
        return str(self.value)
