from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeleteBrandKitResponse200DensityType0")


@_attrs_define
class DeleteBrandKitResponse200DensityType0:
    """
    Attributes:
        graphics_per_min (float | Unset): component placements per minute of video
        max_simultaneous (int | Unset): component placements on screen at once
    """

    graphics_per_min: float | Unset = UNSET
    max_simultaneous: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        graphics_per_min = self.graphics_per_min

        max_simultaneous = self.max_simultaneous

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if graphics_per_min is not UNSET:
            field_dict["graphicsPerMin"] = graphics_per_min
        if max_simultaneous is not UNSET:
            field_dict["maxSimultaneous"] = max_simultaneous

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        graphics_per_min = d.pop("graphicsPerMin", UNSET)

        max_simultaneous = d.pop("maxSimultaneous", UNSET)

        delete_brand_kit_response_200_density_type_0 = cls(
            graphics_per_min=graphics_per_min,
            max_simultaneous=max_simultaneous,
        )

        return delete_brand_kit_response_200_density_type_0
