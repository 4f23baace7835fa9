from enum import StrEnum


class DeleteBrandKitResponse200MotifsItemCoverageType0(StrEnum):
    REPRODUCED = "reproduced"

    def __str__(self) -> str:
        return str(self.value)
