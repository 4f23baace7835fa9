from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TextClipStyleShadow")


@_attrs_define
class TextClipStyleShadow:
    """
    Attributes:
        color (str): CSS colour or brand token reference (brand:colors.primary)
        blur (float | Unset):
        offset_x (float | Unset):
        offset_y (float | Unset):
    """

    color: str
    blur: float | Unset = UNSET
    offset_x: float | Unset = UNSET
    offset_y: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        color = self.color

        blur = self.blur

        offset_x = self.offset_x

        offset_y = self.offset_y

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "color": color,
            }
        )
        if blur is not UNSET:
            field_dict["blur"] = blur
        if offset_x is not UNSET:
            field_dict["offsetX"] = offset_x
        if offset_y is not UNSET:
            field_dict["offsetY"] = offset_y

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = d.pop("color")

        blur = d.pop("blur", UNSET)

        offset_x = d.pop("offsetX", UNSET)

        offset_y = d.pop("offsetY", UNSET)

        text_clip_style_shadow = cls(
            color=color,
            blur=blur,
            offset_x=offset_x,
            offset_y=offset_y,
        )

        return text_clip_style_shadow
