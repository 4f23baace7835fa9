from enum import StrEnum


class GetBrandKitResponse200AudioType0SfxIntensityType0(StrEnum):
    OFF = "off"

    def __str__(self) -> str:
        return str(self.value)
