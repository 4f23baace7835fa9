from enum import StrEnum


class SearchResourcesResponse200KindType2(StrEnum):
    SFX = "sfx"

    def __str__(self) -> str:
        return str(self.value)
