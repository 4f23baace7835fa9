from enum import StrEnum


class ListBrandKitsResponse200DataItemMotifsItemCoverageType1(StrEnum):
    APPROXIMATED = "approximated"

    def __str__(self) -> str:
        return str(self.value)
