from enum import StrEnum


class ClipType1Kind(StrEnum):
    IMAGE = "image"

    def __str__(self) -> str:
        return str(self.value)
