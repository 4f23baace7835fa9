from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PutBrandKitBodyHeadingFont")


@_attrs_define
class PutBrandKitBodyHeadingFont:
    """
    Attributes:
        font_family (str):
        font_weight (float):
    """

    font_family: str
    font_weight: float

    def to_dict(self) -> dict[str, Any]:
        font_family = self.font_family

        font_weight = self.font_weight

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fontFamily": font_family,
                "fontWeight": font_weight,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        font_family = d.pop("fontFamily")

        font_weight = d.pop("fontWeight")

        put_brand_kit_body_heading_font = cls(
            font_family=font_family,
            font_weight=font_weight,
        )

        return put_brand_kit_body_heading_font
