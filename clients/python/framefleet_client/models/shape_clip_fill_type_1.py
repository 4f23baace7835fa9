from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.shape_clip_fill_type_1_kind_type_0 import ShapeClipFillType1KindType0
from ..models.shape_clip_fill_type_1_kind_type_1 import ShapeClipFillType1KindType1
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.shape_clip_fill_type_1_stops_item import ShapeClipFillType1StopsItem


T = TypeVar("T", bound="ShapeClipFillType1")


@_attrs_define
class ShapeClipFillType1:
    """
    Attributes:
        kind (ShapeClipFillType1KindType0 | ShapeClipFillType1KindType1):
        stops (list[ShapeClipFillType1StopsItem]):
        angle (float | Unset): degrees, linear only; 0 = left to right
    """

    kind: ShapeClipFillType1KindType0 | ShapeClipFillType1KindType1
    stops: list[ShapeClipFillType1StopsItem]
    angle: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind: str
        if isinstance(self.kind, ShapeClipFillType1KindType0):
            kind = self.kind.value
        else:
            kind = self.kind.value

        stops = []
        for stops_item_data in self.stops:
            stops_item = stops_item_data.to_dict()
            stops.append(stops_item)

        angle = self.angle

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "stops": stops,
            }
        )
        if angle is not UNSET:
            field_dict["angle"] = angle

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.shape_clip_fill_type_1_stops_item import (
            ShapeClipFillType1StopsItem,
        )

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> ShapeClipFillType1KindType0 | ShapeClipFillType1KindType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = ShapeClipFillType1KindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_1 = ShapeClipFillType1KindType1(data)

            return kind_type_1

        kind = _parse_kind(d.pop("kind"))

        stops = []
        _stops = d.pop("stops")
        for stops_item_data in _stops:
            stops_item = ShapeClipFillType1StopsItem.from_dict(stops_item_data)

            stops.append(stops_item)

        angle = d.pop("angle", UNSET)

        shape_clip_fill_type_1 = cls(
            kind=kind,
            stops=stops,
            angle=angle,
        )

        return shape_clip_fill_type_1
