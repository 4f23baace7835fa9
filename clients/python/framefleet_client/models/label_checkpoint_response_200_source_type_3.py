from enum import StrEnum


class LabelCheckpointResponse200SourceType3(StrEnum):
    TEMPLATE_APPLY = "template_apply"

    def __str__(self) -> str:
        return str(self.value)
