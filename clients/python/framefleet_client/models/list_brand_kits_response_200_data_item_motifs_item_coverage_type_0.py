from enum import StrEnum


class ListBrandKitsResponse200DataItemMotifsItemCoverageType0(StrEnum):
    REPRODUCED = "reproduced"

    def __str__(self) -> str:
        return str(self.value)
