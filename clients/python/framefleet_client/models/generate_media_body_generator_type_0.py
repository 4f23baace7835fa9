from enum import StrEnum


class GenerateMediaBodyGeneratorType0(StrEnum):
    TEXT_TO_IMAGE = "text-to-image"

    def __str__(self) -> str:
        return str(self.value)
