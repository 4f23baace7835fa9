from enum import StrEnum


class ListTemplatesResponse200DataItemBrandKitType0KitMotionEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
