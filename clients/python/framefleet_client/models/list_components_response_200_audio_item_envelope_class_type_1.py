from enum import StrEnum


class ListComponentsResponse200AudioItemEnvelopeClassType1(StrEnum):
    SWEEP = "sweep"

    def __str__(self) -> str:
        return str(self.value)
