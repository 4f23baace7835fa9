from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.stored_brand_kit_fonts_body import StoredBrandKitFontsBody
    from ..models.stored_brand_kit_fonts_heading import StoredBrandKitFontsHeading


T = TypeVar("T", bound="StoredBrandKitFonts")


@_attrs_define
class StoredBrandKitFonts:
    """
    Attributes:
        heading (StoredBrandKitFontsHeading):
        body (StoredBrandKitFontsBody):
    """

    heading: StoredBrandKitFontsHeading
    body: StoredBrandKitFontsBody
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        heading = self.heading.to_dict()

        body = self.body.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "heading": heading,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stored_brand_kit_fonts_body import StoredBrandKitFontsBody
        from ..models.stored_brand_kit_fonts_heading import StoredBrandKitFontsHeading

        d = dict(src_dict)
        heading = StoredBrandKitFontsHeading.from_dict(d.pop("heading"))

        body = StoredBrandKitFontsBody.from_dict(d.pop("body"))

        stored_brand_kit_fonts = cls(
            heading=heading,
            body=body,
        )

        stored_brand_kit_fonts.additional_properties = d
        return stored_brand_kit_fonts

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
