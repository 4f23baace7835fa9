from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.brand_kit_watermark_placement_type_0 import (
    BrandKitWatermarkPlacementType0,
)
from ..models.brand_kit_watermark_placement_type_1 import (
    BrandKitWatermarkPlacementType1,
)
from ..models.brand_kit_watermark_placement_type_2 import (
    BrandKitWatermarkPlacementType2,
)
from ..models.brand_kit_watermark_placement_type_3 import (
    BrandKitWatermarkPlacementType3,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="BrandKitWatermark")


@_attrs_define
class BrandKitWatermark:
    """
    Attributes:
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        opacity (float | Unset):
        placement (BrandKitWatermarkPlacementType0 | BrandKitWatermarkPlacementType1 | BrandKitWatermarkPlacementType2 |
            BrandKitWatermarkPlacementType3 | Unset):
    """

    src: str
    opacity: float | Unset = UNSET
    placement: (
        BrandKitWatermarkPlacementType0
        | BrandKitWatermarkPlacementType1
        | BrandKitWatermarkPlacementType2
        | BrandKitWatermarkPlacementType3
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        src = self.src

        opacity = self.opacity

        placement: str | Unset
        if isinstance(self.placement, Unset):
            placement = UNSET
        elif (
            isinstance(self.placement, BrandKitWatermarkPlacementType0)
            or isinstance(self.placement, BrandKitWatermarkPlacementType1)
            or isinstance(self.placement, BrandKitWatermarkPlacementType2)
        ):
            placement = self.placement.value
        else:
            placement = self.placement.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "src": src,
            }
        )
        if opacity is not UNSET:
            field_dict["opacity"] = opacity
        if placement is not UNSET:
            field_dict["placement"] = placement

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        src = d.pop("src")

        opacity = d.pop("opacity", UNSET)

        def _parse_placement(
            data: object,
        ) -> (
            BrandKitWatermarkPlacementType0
            | BrandKitWatermarkPlacementType1
            | BrandKitWatermarkPlacementType2
            | BrandKitWatermarkPlacementType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_0 = BrandKitWatermarkPlacementType0(data)

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_1 = BrandKitWatermarkPlacementType1(data)

                return placement_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_2 = BrandKitWatermarkPlacementType2(data)

                return placement_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            placement_type_3 = BrandKitWatermarkPlacementType3(data)

            return placement_type_3

        placement = _parse_placement(d.pop("placement", UNSET))

        brand_kit_watermark = cls(
            src=src,
            opacity=opacity,
            placement=placement,
        )

        return brand_kit_watermark
