from enum import StrEnum


class MulticamGroupSyncStatusType2(StrEnum):
    NO_COMMON_SOUND = "no_common_sound"

    def __str__(self) -> str:
        return str(self.value)
