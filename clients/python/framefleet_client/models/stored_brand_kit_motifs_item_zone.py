from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StoredBrandKitMotifsItemZone")


@_attrs_define
class StoredBrandKitMotifsItemZone:
    """where in the frame, as fractions of its width and height

    Attributes:
        x (float):
        y (float):
        w (float):
        h (float):
    """

    x: float
    y: float
    w: float
    h: float

    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y

        w = self.w

        h = self.h

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "x": x,
                "y": y,
                "w": w,
                "h": h,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        x = d.pop("x")

        y = d.pop("y")

        w = d.pop("w")

        h = d.pop("h")

        stored_brand_kit_motifs_item_zone = cls(
            x=x,
            y=y,
            w=w,
            h=h,
        )

        return stored_brand_kit_motifs_item_zone
