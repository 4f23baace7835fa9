from enum import StrEnum


class PublishTemplateResponse201PresetsItemBrandKitKitOutroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
