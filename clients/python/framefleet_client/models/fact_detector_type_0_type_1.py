from enum import StrEnum


class FactDetectorType0Type1(StrEnum):
    PERSON = "person"

    def __str__(self) -> str:
        return str(self.value)
