from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PutBrandKitBodyExtraColorsItem")


@_attrs_define
class PutBrandKitBodyExtraColorsItem:
    """
    Attributes:
        hex_ (str): CSS colour or brand token reference (brand:colors.primary)
        label (str):
        usage (str | Unset):
    """

    hex_: str
    label: str
    usage: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_

        label = self.label

        usage = self.usage

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hex": hex_,
                "label": label,
            }
        )
        if usage is not UNSET:
            field_dict["usage"] = usage

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hex_ = d.pop("hex")

        label = d.pop("label")

        usage = d.pop("usage", UNSET)

        put_brand_kit_body_extra_colors_item = cls(
            hex_=hex_,
            label=label,
            usage=usage,
        )

        return put_brand_kit_body_extra_colors_item
