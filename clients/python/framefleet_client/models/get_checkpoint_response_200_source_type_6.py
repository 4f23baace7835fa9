from enum import StrEnum


class GetCheckpointResponse200SourceType6(StrEnum):
    SELECTOR_APPLY = "selector_apply"

    def __str__(self) -> str:
        return str(self.value)
