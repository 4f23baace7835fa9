from enum import StrEnum


class PutBrandKitResponse200MotifsItemCoverageType1(StrEnum):
    APPROXIMATED = "approximated"

    def __str__(self) -> str:
        return str(self.value)
