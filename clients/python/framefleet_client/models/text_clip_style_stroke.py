from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TextClipStyleStroke")


@_attrs_define
class TextClipStyleStroke:
    """
    Attributes:
        color (str): CSS colour or brand token reference (brand:colors.primary)
        width (float):
    """

    color: str
    width: float

    def to_dict(self) -> dict[str, Any]:
        color = self.color

        width = self.width

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "color": color,
                "width": width,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        color = d.pop("color")

        width = d.pop("width")

        text_clip_style_stroke = cls(
            color=color,
            width=width,
        )

        return text_clip_style_stroke
