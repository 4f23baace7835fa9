from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitAudioSfxIntensityType1(StrEnum):
    SUBTLE = "subtle"

    def __str__(self) -> str:
        return str(self.value)
