from enum import StrEnum


class GenerateMediaBodyAspectRatioType0(StrEnum):
    VALUE_0 = "16:9"

    def __str__(self) -> str:
        return str(self.value)
