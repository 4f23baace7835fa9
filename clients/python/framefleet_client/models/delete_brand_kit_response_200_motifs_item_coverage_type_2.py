from enum import StrEnum


class DeleteBrandKitResponse200MotifsItemCoverageType2(StrEnum):
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return str(self.value)
