from enum import StrEnum


class ApplySelectorBodyPolicyAudioType0(StrEnum):
    FOLLOW_PICTURE = "follow-picture"

    def __str__(self) -> str:
        return str(self.value)
