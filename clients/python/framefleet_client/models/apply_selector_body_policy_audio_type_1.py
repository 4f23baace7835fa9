from enum import StrEnum


class ApplySelectorBodyPolicyAudioType1(StrEnum):
    BEST_MICROPHONE = "best-microphone"

    def __str__(self) -> str:
        return str(self.value)
