from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitIntroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
