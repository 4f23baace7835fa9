from enum import StrEnum


class StoredBrandKitMotifsItemCoverageType2(StrEnum):
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return str(self.value)
