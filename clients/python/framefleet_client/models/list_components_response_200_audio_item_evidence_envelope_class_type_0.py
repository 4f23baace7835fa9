from enum import StrEnum


class ListComponentsResponse200AudioItemEvidenceEnvelopeClassType0(StrEnum):
    TRANSIENT = "transient"

    def __str__(self) -> str:
        return str(self.value)
