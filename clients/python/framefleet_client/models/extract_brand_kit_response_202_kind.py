from enum import StrEnum


class ExtractBrandKitResponse202Kind(StrEnum):
    BRAND_KIT_EXTRACT = "brand_kit_extract"

    def __str__(self) -> str:
        return str(self.value)
