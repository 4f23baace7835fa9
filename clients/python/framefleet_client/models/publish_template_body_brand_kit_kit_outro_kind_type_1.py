from enum import StrEnum


class PublishTemplateBodyBrandKitKitOutroKindType1(StrEnum):
    VIDEO = "video"

    def __str__(self) -> str:
        return str(self.value)
