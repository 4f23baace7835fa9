from enum import StrEnum


class MulticamGroupSyncStatusType0(StrEnum):
    MEASURED = "measured"

    def __str__(self) -> str:
        return str(self.value)
