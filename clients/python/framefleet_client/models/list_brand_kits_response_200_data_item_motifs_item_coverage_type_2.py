from enum import StrEnum


class ListBrandKitsResponse200DataItemMotifsItemCoverageType2(StrEnum):
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return str(self.value)
