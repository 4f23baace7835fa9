from enum import StrEnum


class SearchResourcesBodyKindType1(StrEnum):
    PHOTO = "photo"

    def __str__(self) -> str:
        return str(self.value)
