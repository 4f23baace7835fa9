from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BrandKitSpacing")


@_attrs_define
class BrandKitSpacing:
    """
    Attributes:
        base (float | Unset): the usual gap, pixels at 1080p
        lg (float | Unset): a large gap, pixels at 1080p
        sm (float | Unset): a small gap, pixels at 1080p
    """

    base: float | Unset = UNSET
    lg: float | Unset = UNSET
    sm: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        base = self.base

        lg = self.lg

        sm = self.sm

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if base is not UNSET:
            field_dict["base"] = base
        if lg is not UNSET:
            field_dict["lg"] = lg
        if sm is not UNSET:
            field_dict["sm"] = sm

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        base = d.pop("base", UNSET)

        lg = d.pop("lg", UNSET)

        sm = d.pop("sm", UNSET)

        brand_kit_spacing = cls(
            base=base,
            lg=lg,
            sm=sm,
        )

        return brand_kit_spacing
