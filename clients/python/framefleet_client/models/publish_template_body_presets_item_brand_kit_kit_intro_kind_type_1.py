from enum import StrEnum


class PublishTemplateBodyPresetsItemBrandKitKitIntroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
