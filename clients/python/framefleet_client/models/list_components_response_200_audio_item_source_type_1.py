from enum import StrEnum


class ListComponentsResponse200AudioItemSourceType1(StrEnum):
    ORG = "org"

    def __str__(self) -> str:
        return str(self.value)
