from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitCaptionProfilePositionType0(StrEnum):
    TOP = "top"

    def __str__(self) -> str:
        return str(self.value)
