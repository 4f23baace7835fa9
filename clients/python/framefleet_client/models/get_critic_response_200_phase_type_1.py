from enum import StrEnum


class GetCriticResponse200PhaseType1(StrEnum):
    FRAMES = "frames"

    def __str__(self) -> str:
        return str(self.value)
