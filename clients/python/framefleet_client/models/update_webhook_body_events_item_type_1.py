from enum import StrEnum


class UpdateWebhookBodyEventsItemType1(StrEnum):
    COMPOSITION_UPDATED = "composition.updated"

    def __str__(self) -> str:
        return str(self.value)
