from enum import StrEnum


class GetBrandKitResponse200MotifsItemCoverageType1(StrEnum):
    APPROXIMATED = "approximated"

    def __str__(self) -> str:
        return str(self.value)
