from enum import StrEnum


class ListComponentsResponse200AudioItemEvidenceEnvelopeClassType2(StrEnum):
    AMBIENT = "ambient"

    def __str__(self) -> str:
        return str(self.value)
