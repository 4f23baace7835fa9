from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitMotionEntranceType1(StrEnum):
    FADE = "fade"

    def __str__(self) -> str:
        return str(self.value)
