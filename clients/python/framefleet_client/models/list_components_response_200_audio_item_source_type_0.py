from enum import StrEnum


class ListComponentsResponse200AudioItemSourceType0(StrEnum):
    PACK = "pack"

    def __str__(self) -> str:
        return str(self.value)
