from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitCaptionProfileEntranceType0(StrEnum):
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
