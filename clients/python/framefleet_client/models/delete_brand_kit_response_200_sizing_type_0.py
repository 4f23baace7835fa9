from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="DeleteBrandKitResponse200SizingType0")


@_attrs_define
class DeleteBrandKitResponse200SizingType0:
    """
    Attributes:
        font_size_heading (float | Unset): heading text size, pixels at 1080p
        font_size_body (float | Unset): body text size, pixels at 1080p
        font_size_label (float | Unset): label text size, pixels at 1080p
        border_radius (float | Unset): corner radius of cards and plates, pixels at 1080p
    """

    font_size_heading: float | Unset = UNSET
    font_size_body: float | Unset = UNSET
    font_size_label: float | Unset = UNSET
    border_radius: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        font_size_heading = self.font_size_heading

        font_size_body = self.font_size_body

        font_size_label = self.font_size_label

        border_radius = self.border_radius

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if font_size_heading is not UNSET:
            field_dict["fontSizeHeading"] = font_size_heading
        if font_size_body is not UNSET:
            field_dict["fontSizeBody"] = font_size_body
        if font_size_label is not UNSET:
            field_dict["fontSizeLabel"] = font_size_label
        if border_radius is not UNSET:
            field_dict["borderRadius"] = border_radius

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        font_size_heading = d.pop("fontSizeHeading", UNSET)

        font_size_body = d.pop("fontSizeBody", UNSET)

        font_size_label = d.pop("fontSizeLabel", UNSET)

        border_radius = d.pop("borderRadius", UNSET)

        delete_brand_kit_response_200_sizing_type_0 = cls(
            font_size_heading=font_size_heading,
            font_size_body=font_size_body,
            font_size_label=font_size_label,
            border_radius=border_radius,
        )

        return delete_brand_kit_response_200_sizing_type_0
