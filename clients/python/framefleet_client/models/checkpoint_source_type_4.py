from enum import StrEnum


class CheckpointSourceType4(StrEnum):
    COMPONENT_REPIN = "component_repin"

    def __str__(self) -> str:
        return str(self.value)
