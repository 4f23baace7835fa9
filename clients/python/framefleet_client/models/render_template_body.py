from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.render_template_body_format import RenderTemplateBodyFormat
    from ..models.render_template_body_media import RenderTemplateBodyMedia
    from ..models.render_template_body_values import RenderTemplateBodyValues


T = TypeVar("T", bound="RenderTemplateBody")


@_attrs_define
class RenderTemplateBody:
    """
    Attributes:
        values (RenderTemplateBodyValues | Unset): values of scalar parameters by name; a wrong type is 422
            template_values_invalid naming the parameter
        media (RenderTemplateBodyMedia | Unset): values of media parameters by name, each one of: {"mediaId":
            "med_..."}, {"url": "https://..."} (imported once per org and URL), {"sample": true} (the bundled sample of the
            parameter's kind)
        preset (str | Unset): a preset's name: its values stand where the call gives none, and its brand kit is used
        brand_kit_id (str | Unset): a brand kit of the org (its id): written onto the composition over the preset's and
            the template's
        format_ (RenderTemplateBodyFormat | Unset): overrides of the timeline's output size and rate (positions stay in
            the timeline's pixels)
    """

    values: RenderTemplateBodyValues | Unset = UNSET
    media: RenderTemplateBodyMedia | Unset = UNSET
    preset: str | Unset = UNSET
    brand_kit_id: str | Unset = UNSET
    format_: RenderTemplateBodyFormat | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        values: dict[str, Any] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = self.values.to_dict()

        media: dict[str, Any] | Unset = UNSET
        if not isinstance(self.media, Unset):
            media = self.media.to_dict()

        preset = self.preset

        brand_kit_id = self.brand_kit_id

        format_: dict[str, Any] | Unset = UNSET
        if not isinstance(self.format_, Unset):
            format_ = self.format_.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if values is not UNSET:
            field_dict["values"] = values
        if media is not UNSET:
            field_dict["media"] = media
        if preset is not UNSET:
            field_dict["preset"] = preset
        if brand_kit_id is not UNSET:
            field_dict["brandKitId"] = brand_kit_id
        if format_ is not UNSET:
            field_dict["format"] = format_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_template_body_format import RenderTemplateBodyFormat
        from ..models.render_template_body_media import RenderTemplateBodyMedia
        from ..models.render_template_body_values import RenderTemplateBodyValues

        d = dict(src_dict)
        _values = d.pop("values", UNSET)
        values: RenderTemplateBodyValues | Unset
        if isinstance(_values, Unset):
            values = UNSET
        else:
            values = RenderTemplateBodyValues.from_dict(_values)

        _media = d.pop("media", UNSET)
        media: RenderTemplateBodyMedia | Unset
        if isinstance(_media, Unset):
            media = UNSET
        else:
            media = RenderTemplateBodyMedia.from_dict(_media)

        preset = d.pop("preset", UNSET)

        brand_kit_id = d.pop("brandKitId", UNSET)

        _format_ = d.pop("format", UNSET)
        format_: RenderTemplateBodyFormat | Unset
        if isinstance(_format_, Unset):
            format_ = UNSET
        else:
            format_ = RenderTemplateBodyFormat.from_dict(_format_)

        render_template_body = cls(
            values=values,
            media=media,
            preset=preset,
            brand_kit_id=brand_kit_id,
            format_=format_,
        )

        return render_template_body
