from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.put_brand_kit_response_200_fonts_body import (
        PutBrandKitResponse200FontsBody,
    )
    from ..models.put_brand_kit_response_200_fonts_heading import (
        PutBrandKitResponse200FontsHeading,
    )


T = TypeVar("T", bound="PutBrandKitResponse200Fonts")


@_attrs_define
class PutBrandKitResponse200Fonts:
    """
    Attributes:
        heading (PutBrandKitResponse200FontsHeading):
        body (PutBrandKitResponse200FontsBody):
    """

    heading: PutBrandKitResponse200FontsHeading
    body: PutBrandKitResponse200FontsBody
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
        from ..models.put_brand_kit_response_200_fonts_body import (
            PutBrandKitResponse200FontsBody,
        )
        from ..models.put_brand_kit_response_200_fonts_heading import (
            PutBrandKitResponse200FontsHeading,
        )

        d = dict(src_dict)
        heading = PutBrandKitResponse200FontsHeading.from_dict(d.pop("heading"))

        body = PutBrandKitResponse200FontsBody.from_dict(d.pop("body"))

        put_brand_kit_response_200_fonts = cls(
            heading=heading,
            body=body,
        )

        put_brand_kit_response_200_fonts.additional_properties = d
        return put_brand_kit_response_200_fonts

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
