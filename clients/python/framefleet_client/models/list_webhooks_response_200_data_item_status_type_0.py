from enum import StrEnum


class ListWebhooksResponse200DataItemStatusType0(StrEnum):
    ACTIVE = "active"

    def __str__(self) -> str:
        return str(self.value)
