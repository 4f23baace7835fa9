from enum import IntEnum


class GenerateMediaResponse402Type0X402Version(IntEnum):
    VALUE_2 = 2

    def __str__(self) -> str:
        return str(self.value)
