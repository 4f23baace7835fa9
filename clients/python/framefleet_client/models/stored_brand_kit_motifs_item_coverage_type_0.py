from enum import StrEnum


class StoredBrandKitMotifsItemCoverageType0(StrEnum):
    REPRODUCED = "reproduced"

    def __str__(self) -> str:
        return str(self.value)
