from enum import StrEnum


class SearchResourcesBodyKindType2(StrEnum):
    SFX = "sfx"

    def __str__(self) -> str:
        return str(self.value)
