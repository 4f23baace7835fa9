from enum import StrEnum


class ListComponentsResponse200AudioItemSourceType2(StrEnum):
    GENERATED = "generated"

    def __str__(self) -> str:
        return str(self.value)
