from enum import StrEnum


class StoredBrandKitMotifsItemCoverageType1(StrEnum):
    APPROXIMATED = "approximated"

    def __str__(self) -> str:
        return str(self.value)
