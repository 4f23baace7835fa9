from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TextClipStyleBackground")


@_attrs_define
class TextClipStyleBackground:
    """
    Attributes:
        color (str): CSS colour or brand token reference (brand:colors.primary)
        padding_x (float | Unset):
        padding_y (float | Unset):
        radius (float | Unset):
    """

    color: str
    padding_x: float | Unset = UNSET
    padding_y: float | Unset = UNSET
    radius: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        color = self.color

        padding_x = self.padding_x

        padding_y = self.padding_y

        radius = self.radius

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "color": color,
            }
        )
        if padding_x is not UNSET:
            field_dict["paddingX"] = padding_x
        if padding_y is not UNSET:
            field_dict["paddingY"] = padding_y
        if radius is not UNSET:
            field_dict["radius"] = radius

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = d.pop("color")

        padding_x = d.pop("paddingX", UNSET)

        padding_y = d.pop("paddingY", UNSET)

        radius = d.pop("radius", UNSET)

        text_clip_style_background = cls(
            color=color,
            padding_x=padding_x,
            padding_y=padding_y,
            radius=radius,
        )

        return text_clip_style_background
