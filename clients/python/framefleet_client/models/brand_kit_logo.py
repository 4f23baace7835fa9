from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.brand_kit_logo_placement_type_0 import BrandKitLogoPlacementType0
from ..models.brand_kit_logo_placement_type_1 import BrandKitLogoPlacementType1
from ..models.brand_kit_logo_placement_type_2 import BrandKitLogoPlacementType2
from ..models.brand_kit_logo_placement_type_3 import BrandKitLogoPlacementType3
from ..types import UNSET, Unset

T = TypeVar("T", bound="BrandKitLogo")


@_attrs_define
class BrandKitLogo:
    """
    Attributes:
        src (str): media: a path relative to the composition, file:// URL, or media:<id> resolved by the service
        alt (str | Unset):
        placement (BrandKitLogoPlacementType0 | BrandKitLogoPlacementType1 | BrandKitLogoPlacementType2 |
            BrandKitLogoPlacementType3 | Unset):
        size_pct (float | Unset):
    """

    src: str
    alt: str | Unset = UNSET
    placement: (
        BrandKitLogoPlacementType0
        | BrandKitLogoPlacementType1
        | BrandKitLogoPlacementType2
        | BrandKitLogoPlacementType3
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
            isinstance(self.placement, BrandKitLogoPlacementType0)
            or isinstance(self.placement, BrandKitLogoPlacementType1)
            or isinstance(self.placement, BrandKitLogoPlacementType2)
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
            BrandKitLogoPlacementType0
            | BrandKitLogoPlacementType1
            | BrandKitLogoPlacementType2
            | BrandKitLogoPlacementType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_0 = BrandKitLogoPlacementType0(data)

                return placement_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_1 = BrandKitLogoPlacementType1(data)

                return placement_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                placement_type_2 = BrandKitLogoPlacementType2(data)

                return placement_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            placement_type_3 = BrandKitLogoPlacementType3(data)

            return placement_type_3

        placement = _parse_placement(d.pop("placement", UNSET))

        size_pct = d.pop("sizePct", UNSET)

        brand_kit_logo = cls(
            src=src,
            alt=alt,
            placement=placement,
            size_pct=size_pct,
        )

        return brand_kit_logo
