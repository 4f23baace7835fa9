from enum import StrEnum


class GenerateMediaBodyGeneratorType4(StrEnum):
    AUTO = "auto"

    def __str__(self) -> str:
        return str(self.value)
