from enum import StrEnum


class MulticamGroupSyncStatusType1(StrEnum):
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
