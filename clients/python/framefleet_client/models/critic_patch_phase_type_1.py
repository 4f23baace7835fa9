from enum import StrEnum


class CriticPatchPhaseType1(StrEnum):
    FRAMES = "frames"

    def __str__(self) -> str:
        return str(self.value)
