from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ShapeClipFillType1StopsItem")


@_attrs_define
class ShapeClipFillType1StopsItem:
    """
    Attributes:
        offset (float):
        color (str): CSS colour or brand token reference (brand:colors.primary)
    """

    offset: float
    color: str

    def to_dict(self) -> dict[str, Any]:
        offset = self.offset

        color = self.color

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "offset": offset,
                "color": color,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        offset = d.pop("offset")

        color = d.pop("color")

        shape_clip_fill_type_1_stops_item = cls(
            offset=offset,
            color=color,
        )

        return shape_clip_fill_type_1_stops_item
