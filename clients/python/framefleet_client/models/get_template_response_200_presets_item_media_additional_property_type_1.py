from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1")


@_attrs_define
class GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1:
    """
    Attributes:
        url (str): https URL: imported once per org and URL (through the egress guard), then reused
    """

    url: str

    def to_dict(self) -> dict[str, Any]:
        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        url = d.pop("url")

        get_template_response_200_presets_item_media_additional_property_type_1 = cls(
            url=url,
        )

        return get_template_response_200_presets_item_media_additional_property_type_1
