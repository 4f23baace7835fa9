from enum import StrEnum


class SearchResourcesResponse200KindType0(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
