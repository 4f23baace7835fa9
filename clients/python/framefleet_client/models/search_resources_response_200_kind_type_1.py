from enum import StrEnum


class SearchResourcesResponse200KindType1(StrEnum):
    PHOTO = "photo"

    def __str__(self) -> str:
        return str(self.value)
