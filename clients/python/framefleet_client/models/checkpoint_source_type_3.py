from enum import StrEnum


class CheckpointSourceType3(StrEnum):
    TEMPLATE_APPLY = "template_apply"

    def __str__(self) -> str:
        return str(self.value)
