from enum import StrEnum


class ListComponentsResponse200AudioItemEnvelopeClassType2(StrEnum):
    AMBIENT = "ambient"

    def __str__(self) -> str:
        return str(self.value)
