from enum import StrEnum


class PutBrandKitBodyMotifsItemCoverageType0(StrEnum):
    REPRODUCED = "reproduced"

    def __str__(self) -> str:
        return str(self.value)
