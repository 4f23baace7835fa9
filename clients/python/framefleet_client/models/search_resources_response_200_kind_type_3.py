from enum import StrEnum


class SearchResourcesResponse200KindType3(StrEnum):
    GIF = "gif"

    def __str__(self) -> str:
        return str(self.value)
