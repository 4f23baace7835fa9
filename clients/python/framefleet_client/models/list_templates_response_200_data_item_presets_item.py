from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.list_templates_response_200_data_item_presets_item_brand_kit import (
        ListTemplatesResponse200DataItemPresetsItemBrandKit,
    )
    from ..models.list_templates_response_200_data_item_presets_item_media import (
        ListTemplatesResponse200DataItemPresetsItemMedia,
    )
    from ..models.list_templates_response_200_data_item_presets_item_values import (
        ListTemplatesResponse200DataItemPresetsItemValues,
    )


T = TypeVar("T", bound="ListTemplatesResponse200DataItemPresetsItem")


@_attrs_define
class ListTemplatesResponse200DataItemPresetsItem:
    """
    Attributes:
        name (str): what a call names as `preset`
        description (str | Unset):
        values (ListTemplatesResponse200DataItemPresetsItemValues | Unset): values of scalar parameters
        media (ListTemplatesResponse200DataItemPresetsItemMedia | Unset): values of media parameters
        brand_kit (ListTemplatesResponse200DataItemPresetsItemBrandKit | Unset):
    """

    name: str
    description: str | Unset = UNSET
    values: ListTemplatesResponse200DataItemPresetsItemValues | Unset = UNSET
    media: ListTemplatesResponse200DataItemPresetsItemMedia | Unset = UNSET
    brand_kit: ListTemplatesResponse200DataItemPresetsItemBrandKit | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        description = self.description

        values: dict[str, Any] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = self.values.to_dict()

        media: dict[str, Any] | Unset = UNSET
        if not isinstance(self.media, Unset):
            media = self.media.to_dict()

        brand_kit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.brand_kit, Unset):
            brand_kit = self.brand_kit.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if values is not UNSET:
            field_dict["values"] = values
        if media is not UNSET:
            field_dict["media"] = media
        if brand_kit is not UNSET:
            field_dict["brandKit"] = brand_kit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_templates_response_200_data_item_presets_item_brand_kit import (
            ListTemplatesResponse200DataItemPresetsItemBrandKit,
        )
        from ..models.list_templates_response_200_data_item_presets_item_media import (
            ListTemplatesResponse200DataItemPresetsItemMedia,
        )
        from ..models.list_templates_response_200_data_item_presets_item_values import (
            ListTemplatesResponse200DataItemPresetsItemValues,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description", UNSET)

        _values = d.pop("values", UNSET)
        values: ListTemplatesResponse200DataItemPresetsItemValues | Unset
        if isinstance(_values, Unset):
            values = UNSET
        else:
            values = ListTemplatesResponse200DataItemPresetsItemValues.from_dict(
                _values
            )

        _media = d.pop("media", UNSET)
        media: ListTemplatesResponse200DataItemPresetsItemMedia | Unset
        if isinstance(_media, Unset):
            media = UNSET
        else:
            media = ListTemplatesResponse200DataItemPresetsItemMedia.from_dict(_media)

        _brand_kit = d.pop("brandKit", UNSET)
        brand_kit: ListTemplatesResponse200DataItemPresetsItemBrandKit | Unset
        if isinstance(_brand_kit, Unset):
            brand_kit = UNSET
        else:
            brand_kit = ListTemplatesResponse200DataItemPresetsItemBrandKit.from_dict(
                _brand_kit
            )

        list_templates_response_200_data_item_presets_item = cls(
            name=name,
            description=description,
            values=values,
            media=media,
            brand_kit=brand_kit,
        )

        return list_templates_response_200_data_item_presets_item
