from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Transform")


@_attrs_define
class Transform:
    """
    Attributes:
        x (float | Unset): horizontal position of the anchor in output pixels (default: frame centre)
        y (float | Unset): vertical position of the anchor in output pixels (default: frame centre)
        width (float | Unset): box width in output pixels (default: output width)
        height (float | Unset): box height in output pixels (default: output height)
        anchor_x (float | Unset): anchor inside the box, 0 = left, 1 = right (default 0.5)
        anchor_y (float | Unset): anchor inside the box, 0 = top, 1 = bottom (default 0.5)
        scale (float | Unset): uniform scale around the anchor (default 1)
        scale_x (float | Unset): extra horizontal scale (negative mirrors)
        scale_y (float | Unset): extra vertical scale (negative mirrors)
        rotation (float | Unset): degrees clockwise around the anchor
    """

    x: float | Unset = UNSET
    y: float | Unset = UNSET
    width: float | Unset = UNSET
    height: float | Unset = UNSET
    anchor_x: float | Unset = UNSET
    anchor_y: float | Unset = UNSET
    scale: float | Unset = UNSET
    scale_x: float | Unset = UNSET
    scale_y: float | Unset = UNSET
    rotation: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        x = self.x

        y = self.y

        width = self.width

        height = self.height

        anchor_x = self.anchor_x

        anchor_y = self.anchor_y

        scale = self.scale

        scale_x = self.scale_x

        scale_y = self.scale_y

        rotation = self.rotation

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if x is not UNSET:
            field_dict["x"] = x
        if y is not UNSET:
            field_dict["y"] = y
        if width is not UNSET:
            field_dict["width"] = width
        if height is not UNSET:
            field_dict["height"] = height
        if anchor_x is not UNSET:
            field_dict["anchorX"] = anchor_x
        if anchor_y is not UNSET:
            field_dict["anchorY"] = anchor_y
        if scale is not UNSET:
            field_dict["scale"] = scale
        if scale_x is not UNSET:
            field_dict["scaleX"] = scale_x
        if scale_y is not UNSET:
            field_dict["scaleY"] = scale_y
        if rotation is not UNSET:
            field_dict["rotation"] = rotation

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        x = d.pop("x", UNSET)

        y = d.pop("y", UNSET)

        width = d.pop("width", UNSET)

        height = d.pop("height", UNSET)

        anchor_x = d.pop("anchorX", UNSET)

        anchor_y = d.pop("anchorY", UNSET)

        scale = d.pop("scale", UNSET)

        scale_x = d.pop("scaleX", UNSET)

        scale_y = d.pop("scaleY", UNSET)

        rotation = d.pop("rotation", UNSET)

        transform = cls(
            x=x,
            y=y,
            width=width,
            height=height,
            anchor_x=anchor_x,
            anchor_y=anchor_y,
            scale=scale,
            scale_x=scale_x,
            scale_y=scale_y,
            rotation=rotation,
        )

        return transform
