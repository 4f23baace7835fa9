from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.keyframe_easing_type_1_kind import KeyframeEasingType1Kind

T = TypeVar("T", bound="KeyframeEasingType1")


@_attrs_define
class KeyframeEasingType1:
    """
    Attributes:
        kind (KeyframeEasingType1Kind):
        x1 (float):
        y1 (float):
        x2 (float):
        y2 (float):
    """

    kind: KeyframeEasingType1Kind
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
        kind = KeyframeEasingType1Kind(d.pop("kind"))

        x1 = d.pop("x1")

        y1 = d.pop("y1")

        x2 = d.pop("x2")

        y2 = d.pop("y2")

        keyframe_easing_type_1 = cls(
            kind=kind,
            x1=x1,
            y1=y1,
            x2=x2,
            y2=y2,
        )

        return keyframe_easing_type_1
