from enum import StrEnum


class UpdateCriticResponse200PhaseType1(StrEnum):
    FRAMES = "frames"

    def __str__(self) -> str:
        return str(self.value)
