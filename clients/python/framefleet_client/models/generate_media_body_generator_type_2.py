from enum import StrEnum


class GenerateMediaBodyGeneratorType2(StrEnum):
    IMAGE_TO_VIDEO = "image-to-video"

    def __str__(self) -> str:
        return str(self.value)
