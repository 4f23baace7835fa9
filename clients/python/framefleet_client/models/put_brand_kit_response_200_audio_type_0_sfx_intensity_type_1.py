from enum import StrEnum


class PutBrandKitResponse200AudioType0SfxIntensityType1(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
