from enum import StrEnum


class SearchResourcesBodyKindType3(StrEnum):
    GIF = "gif"

    def __str__(self) -> str:
        return str(self.value)
