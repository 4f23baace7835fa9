from enum import StrEnum


class GetTemplateResponse200PresetsItemBrandKitKitWatermarkPlacementType3(StrEnum):
    BR = "br"

    def __str__(self) -> str:
        return str(self.value)
