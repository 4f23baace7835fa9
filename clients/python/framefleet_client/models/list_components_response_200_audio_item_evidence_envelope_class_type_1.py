from enum import StrEnum


class ListComponentsResponse200AudioItemEvidenceEnvelopeClassType1(StrEnum):
    SWEEP = "sweep"

    def __str__(self) -> str:
        return str(self.value)
