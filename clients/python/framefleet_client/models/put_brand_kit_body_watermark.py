from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.put_brand_kit_body_watermark_placement_type_0 import (
    PutBrandKitBodyWatermarkPlacementType0,
)
from ..models.put_brand_kit_body_watermark_placement_type_1 import (
    PutBrandKitBodyWatermarkPlacementType1,
)
from ..models.put_brand_kit_body_watermark_placement_type_2 import (
    PutBrandKitBodyWatermarkPlacementType2,
)
from ..models.put_brand_kit_body_watermark_placement_type_3 import (
    PutBrandKitBodyWatermarkPlacementType3,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PutBrandKitBodyWatermark")


@_attrs_define
class PutBrandKitBodyWatermark:
    """
    Attributes:
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        opacity (float | Unset):
        placement (PutBrandKitBodyWatermarkPlacementType0 | PutBrandKitBodyWatermarkPlacementType1 |
            PutBrandKitBodyWatermarkPlacementType2 | PutBrandKitBodyWatermarkPlacementType3 | Unset):
    """

    src: str
    opacity: float | Unset = UNSET
    placement: (
        PutBrandKitBodyWatermarkPlacementType0
        | PutBrandKitBodyWatermarkPlacementType1
        | PutBrandKitBodyWatermarkPlacementType2
        | PutBrandKitBodyWatermarkPlacementType3
        | Unset
    ) = UNSET

    def to_dict(self) -> dict[str, Any]:
        src = self.src

        opacity = self.opacity

        placement: str | Unset
        if isinstance(self.placement, Unset):
            placement = UNSET
        elif (
            isinstance(self.placement, PutBrandKitBodyWatermarkPlacementType0)
            or isinstance(self.placement, PutBrandKitBodyWatermarkPlacementType1)
            or isinstance(self.placement, PutBrandKitBodyWatermarkPlacementType2)
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
            PutBrandKitBodyWatermarkPlacementType0
            | PutBrandKitBodyWatermarkPlacementType1
            | PutBrandKitBodyWatermarkPlacementType2
            | PutBrandKitBodyWatermarkPlacementType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_0 = PutBrandKitBodyWatermarkPlacementType0(data)

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_1 = PutBrandKitBodyWatermarkPlacementType1(data)

                return placement_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_2 = PutBrandKitBodyWatermarkPlacementType2(data)

                return placement_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            placement_type_3 = PutBrandKitBodyWatermarkPlacementType3(data)

            return placement_type_3

        placement = _parse_placement(d.pop("placement", UNSET))

        put_brand_kit_body_watermark = cls(
            src=src,
            opacity=opacity,
            placement=placement,
        )

        return put_brand_kit_body_watermark
