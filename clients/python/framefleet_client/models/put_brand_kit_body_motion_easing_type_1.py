from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.put_brand_kit_body_motion_easing_type_1_kind import (
    PutBrandKitBodyMotionEasingType1Kind,
)

T = TypeVar("T", bound="PutBrandKitBodyMotionEasingType1")


@_attrs_define
class PutBrandKitBodyMotionEasingType1:
    """
    Attributes:
        kind (PutBrandKitBodyMotionEasingType1Kind):
        x1 (float):
        y1 (float):
        x2 (float):
        y2 (float):
    """

    kind: PutBrandKitBodyMotionEasingType1Kind
    x1: float
    y1: float
    x2: float
    y2: float

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        x1 = self.x1

        y1 = self.y1

        x2 = self.x2

        y2 = self.y2

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "x1": x1,
                "y1": y1,
                "x2": x2,
                "y2": y2,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = PutBrandKitBodyMotionEasingType1Kind(d.pop("kind"))

        x1 = d.pop("x1")

        y1 = d.pop("y1")

        x2 = d.pop("x2")

        y2 = d.pop("y2")

        put_brand_kit_body_motion_easing_type_1 = cls(
            kind=kind,
            x1=x1,
            y1=y1,
            x2=x2,
            y2=y2,
        )

        return put_brand_kit_body_motion_easing_type_1
