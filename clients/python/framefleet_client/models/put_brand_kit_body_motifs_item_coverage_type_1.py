from enum import StrEnum


class PutBrandKitBodyMotifsItemCoverageType1(StrEnum):
    APPROXIMATED = "approximated"

    def __str__(self) -> str:
        return str(self.value)
