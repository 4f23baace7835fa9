from enum import StrEnum


class DeleteBrandKitResponse200AudioType0SfxIntensityType2(StrEnum):
    STANDARD = "standard"

    def __str__(self) -> str:
        return str(self.value)
