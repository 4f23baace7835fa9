from enum import StrEnum


class PublishTemplateBodyBrandKitKitLogoPlacementType3(StrEnum):
    BR = "br"

    def __str__(self) -> str:
        return str(self.value)
