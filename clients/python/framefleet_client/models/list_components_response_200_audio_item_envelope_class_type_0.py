from enum import StrEnum


class ListComponentsResponse200AudioItemEnvelopeClassType0(StrEnum):
    TRANSIENT = "transient"

    def __str__(self) -> str:
        return str(self.value)
