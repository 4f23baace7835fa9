from enum import StrEnum


class PutBrandKitResponse200MotifsItemCoverageType0(StrEnum):
    REPRODUCED = "reproduced"

    def __str__(self) -> str:
        return str(self.value)
