from enum import StrEnum


class DeleteBrandKitResponse200AudioType0SfxIntensityType0(StrEnum):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
