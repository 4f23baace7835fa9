from enum import StrEnum


class PutBrandKitResponse200AudioType0SfxIntensityType3(StrEnum):
    BOLD = "bold"

    def __str__(self) -> str:
        return str(self.value)
