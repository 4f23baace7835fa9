from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_template_response_200_presets_item_brand_kit import (
        GetTemplateResponse200PresetsItemBrandKit,
    )
    from ..models.get_template_response_200_presets_item_media import (
        GetTemplateResponse200PresetsItemMedia,
    )
    from ..models.get_template_response_200_presets_item_values import (
        GetTemplateResponse200PresetsItemValues,
    )


T = TypeVar("T", bound="GetTemplateResponse200PresetsItem")


@_attrs_define
class GetTemplateResponse200PresetsItem:
    """
    Attributes:
        name (str): what a call names as `preset`
        description (str | Unset):
        values (GetTemplateResponse200PresetsItemValues | Unset): values of scalar parameters
        media (GetTemplateResponse200PresetsItemMedia | Unset): values of media parameters
        brand_kit (GetTemplateResponse200PresetsItemBrandKit | Unset):
    """

    name: str
    description: str | Unset = UNSET
    values: GetTemplateResponse200PresetsItemValues | Unset = UNSET
    media: GetTemplateResponse200PresetsItemMedia | Unset = UNSET
    brand_kit: GetTemplateResponse200PresetsItemBrandKit | Unset = UNSET

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
        from ..models.get_template_response_200_presets_item_brand_kit import (
            GetTemplateResponse200PresetsItemBrandKit,
        )
        from ..models.get_template_response_200_presets_item_media import (
            GetTemplateResponse200PresetsItemMedia,
        )
        from ..models.get_template_response_200_presets_item_values import (
            GetTemplateResponse200PresetsItemValues,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description", UNSET)

        _values = d.pop("values", UNSET)
        values: GetTemplateResponse200PresetsItemValues | Unset
        if isinstance(_values, Unset):
            values = UNSET
        else:
            values = GetTemplateResponse200PresetsItemValues.from_dict(_values)

        _media = d.pop("media", UNSET)
        media: GetTemplateResponse200PresetsItemMedia | Unset
        if isinstance(_media, Unset):
            media = UNSET
        else:
            media = GetTemplateResponse200PresetsItemMedia.from_dict(_media)

        _brand_kit = d.pop("brandKit", UNSET)
        brand_kit: GetTemplateResponse200PresetsItemBrandKit | Unset
        if isinstance(_brand_kit, Unset):
            brand_kit = UNSET
        else:
            brand_kit = GetTemplateResponse200PresetsItemBrandKit.from_dict(_brand_kit)

        get_template_response_200_presets_item = cls(
            name=name,
            description=description,
            values=values,
            media=media,
            brand_kit=brand_kit,
        )

        return get_template_response_200_presets_item
