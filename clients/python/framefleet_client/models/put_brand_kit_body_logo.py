from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.put_brand_kit_body_logo_placement_type_0 import (
    PutBrandKitBodyLogoPlacementType0,
)
from ..models.put_brand_kit_body_logo_placement_type_1 import (
    PutBrandKitBodyLogoPlacementType1,
)
from ..models.put_brand_kit_body_logo_placement_type_2 import (
    PutBrandKitBodyLogoPlacementType2,
)
from ..models.put_brand_kit_body_logo_placement_type_3 import (
    PutBrandKitBodyLogoPlacementType3,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PutBrandKitBodyLogo")


@_attrs_define
class PutBrandKitBodyLogo:
    """
    Attributes:
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        alt (str | Unset):
        placement (PutBrandKitBodyLogoPlacementType0 | PutBrandKitBodyLogoPlacementType1 |
            PutBrandKitBodyLogoPlacementType2 | PutBrandKitBodyLogoPlacementType3 | Unset):
        size_pct (float | Unset):
    """

    src: str
    alt: str | Unset = UNSET
    placement: (
        PutBrandKitBodyLogoPlacementType0
        | PutBrandKitBodyLogoPlacementType1
        | PutBrandKitBodyLogoPlacementType2
        | PutBrandKitBodyLogoPlacementType3
        | Unset
    ) = UNSET
    size_pct: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        src = self.src

        alt = self.alt

        placement: str | Unset
        if isinstance(self.placement, Unset):
            placement = UNSET
        elif (
            isinstance(self.placement, PutBrandKitBodyLogoPlacementType0)
            or isinstance(self.placement, PutBrandKitBodyLogoPlacementType1)
            or isinstance(self.placement, PutBrandKitBodyLogoPlacementType2)
        ):
            placement = self.placement.value
        else:
            placement = self.placement.value

        size_pct = self.size_pct

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "src": src,
            }
        )
        if alt is not UNSET:
            field_dict["alt"] = alt
        if placement is not UNSET:
            field_dict["placement"] = placement
        if size_pct is not UNSET:
            field_dict["sizePct"] = size_pct

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        src = d.pop("src")

        alt = d.pop("alt", UNSET)

        def _parse_placement(
            data: object,
        ) -> (
            PutBrandKitBodyLogoPlacementType0
            | PutBrandKitBodyLogoPlacementType1
            | PutBrandKitBodyLogoPlacementType2
            | PutBrandKitBodyLogoPlacementType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_0 = PutBrandKitBodyLogoPlacementType0(data)

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_1 = PutBrandKitBodyLogoPlacementType1(data)

                return placement_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_2 = PutBrandKitBodyLogoPlacementType2(data)

                return placement_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            placement_type_3 = PutBrandKitBodyLogoPlacementType3(data)

            return placement_type_3

        placement = _parse_placement(d.pop("placement", UNSET))

        size_pct = d.pop("sizePct", UNSET)

        put_brand_kit_body_logo = cls(
            src=src,
            alt=alt,
            placement=placement,
            size_pct=size_pct,
        )

        return put_brand_kit_body_logo
