from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BrandKitColors")


@_attrs_define
class BrandKitColors:
    """
    Attributes:
        primary (str): CSS colour or brand token reference (brand:colors.primary)
        secondary (str): CSS colour or brand token reference (brand:colors.primary)
        accent (str): CSS colour or brand token reference (brand:colors.primary)
        background (str): CSS colour or brand token reference (brand:colors.primary)
        text (str): CSS colour or brand token reference (brand:colors.primary)
    """

    primary: str
    secondary: str
    accent: str
    background: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        primary = self.primary

        secondary = self.secondary

        accent = self.accent

        background = self.background

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "primary": primary,
                "secondary": secondary,
                "accent": accent,
                "background": background,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        primary = d.pop("primary")

        secondary = d.pop("secondary")

        accent = d.pop("accent")

        background = d.pop("background")

        text = d.pop("text")

        brand_kit_colors = cls(
            primary=primary,
            secondary=secondary,
            accent=accent,
            background=background,
            text=text,
        )

        return brand_kit_colors
