from enum import StrEnum


class GenerateMediaBodyGeneratorType3(StrEnum):
    TEXT_TO_ANIMATION = "text-to-animation"

    def __str__(self) -> str:
        return str(self.value)
