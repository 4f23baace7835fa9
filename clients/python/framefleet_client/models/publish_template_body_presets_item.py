from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.publish_template_body_presets_item_brand_kit import (
        PublishTemplateBodyPresetsItemBrandKit,
    )
    from ..models.publish_template_body_presets_item_media import (
        PublishTemplateBodyPresetsItemMedia,
    )
    from ..models.publish_template_body_presets_item_values import (
        PublishTemplateBodyPresetsItemValues,
    )


T = TypeVar("T", bound="PublishTemplateBodyPresetsItem")


@_attrs_define
class PublishTemplateBodyPresetsItem:
    """
    Attributes:
        name (str): what a call names as `preset`
        description (str | Unset):
        values (PublishTemplateBodyPresetsItemValues | Unset): values of scalar parameters
        media (PublishTemplateBodyPresetsItemMedia | Unset): values of media parameters
        brand_kit (PublishTemplateBodyPresetsItemBrandKit | Unset):
    """

    name: str
    description: str | Unset = UNSET
    values: PublishTemplateBodyPresetsItemValues | Unset = UNSET
    media: PublishTemplateBodyPresetsItemMedia | Unset = UNSET
    brand_kit: PublishTemplateBodyPresetsItemBrandKit | Unset = UNSET

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
        from ..models.publish_template_body_presets_item_brand_kit import (
            PublishTemplateBodyPresetsItemBrandKit,
        )
        from ..models.publish_template_body_presets_item_media import (
            PublishTemplateBodyPresetsItemMedia,
        )
        from ..models.publish_template_body_presets_item_values import (
            PublishTemplateBodyPresetsItemValues,
        )

        d = dict(src_dict)
        name = d.pop("name")

        description = d.pop("description", UNSET)

        _values = d.pop("values", UNSET)
        values: PublishTemplateBodyPresetsItemValues | Unset
        if isinstance(_values, Unset):
            values = UNSET
        else:
            values = PublishTemplateBodyPresetsItemValues.from_dict(_values)

        _media = d.pop("media", UNSET)
        media: PublishTemplateBodyPresetsItemMedia | Unset
        if isinstance(_media, Unset):
            media = UNSET
        else:
            media = PublishTemplateBodyPresetsItemMedia.from_dict(_media)

        _brand_kit = d.pop("brandKit", UNSET)
        brand_kit: PublishTemplateBodyPresetsItemBrandKit | Unset
        if isinstance(_brand_kit, Unset):
            brand_kit = UNSET
        else:
            brand_kit = PublishTemplateBodyPresetsItemBrandKit.from_dict(_brand_kit)

        publish_template_body_presets_item = cls(
            name=name,
            description=description,
            values=values,
            media=media,
            brand_kit=brand_kit,
        )

        return publish_template_body_presets_item
