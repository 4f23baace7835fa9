from enum import StrEnum


class GetBrandKitResponse200MotifsItemCoverageType2(StrEnum):
    SKIPPED = "skipped"

    def __str__(self) -> str:
        return str(self.value)
