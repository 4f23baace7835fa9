from enum import StrEnum


class GenerateMediaBodyGeneratorType1(StrEnum):
    TEXT_TO_VIDEO = "text-to-video"

    def __str__(self) -> str:
        return str(self.value)
