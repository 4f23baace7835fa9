from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitCaptionProfileEntranceType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
