from enum import StrEnum


class CreateWebhookBodyEventsItemType1(StrEnum):
    COMPOSITION_UPDATED = "composition.updated"

    def __str__(self) -> str:
        return str(self.value)
