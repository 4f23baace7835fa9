from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.apply_template_body_media import ApplyTemplateBodyMedia
    from ..models.apply_template_body_values import ApplyTemplateBodyValues


T = TypeVar("T", bound="ApplyTemplateBody")


@_attrs_define
class ApplyTemplateBody:
    """
    Attributes:
        project_id (str):
        values (ApplyTemplateBodyValues | Unset): values of scalar parameters by name; a wrong type is 422
            template_values_invalid naming the parameter
        media (ApplyTemplateBodyMedia | Unset): values of media parameters by name, each one of: {"mediaId": "med_..."},
            {"url": "https://..."} (imported once per org and URL), {"sample": true} (the bundled sample of the parameter's
            kind)
        preset (str | Unset): a preset's name: its values stand where the call gives none, and its brand kit is used
        brand_kit_id (str | Unset): a brand kit of the org (its id): written onto the composition over the preset's and
            the template's
    """

    project_id: str
    values: ApplyTemplateBodyValues | Unset = UNSET
    media: ApplyTemplateBodyMedia | Unset = UNSET
    preset: str | Unset = UNSET
    brand_kit_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        project_id = self.project_id

        values: dict[str, Any] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = self.values.to_dict()

        media: dict[str, Any] | Unset = UNSET
        if not isinstance(self.media, Unset):
            media = self.media.to_dict()

        preset = self.preset

        brand_kit_id = self.brand_kit_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "projectId": project_id,
            }
        )
        if values is not UNSET:
            field_dict["values"] = values
        if media is not UNSET:
            field_dict["media"] = media
        if preset is not UNSET:
            field_dict["preset"] = preset
        if brand_kit_id is not UNSET:
            field_dict["brandKitId"] = brand_kit_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.apply_template_body_media import ApplyTemplateBodyMedia
        from ..models.apply_template_body_values import ApplyTemplateBodyValues

        d = dict(src_dict)
        project_id = d.pop("projectId")

        _values = d.pop("values", UNSET)
        values: ApplyTemplateBodyValues | Unset
        if isinstance(_values, Unset):
            values = UNSET
        else:
            values = ApplyTemplateBodyValues.from_dict(_values)

        _media = d.pop("media", UNSET)
        media: ApplyTemplateBodyMedia | Unset
        if isinstance(_media, Unset):
            media = UNSET
        else:
            media = ApplyTemplateBodyMedia.from_dict(_media)

        preset = d.pop("preset", UNSET)

        brand_kit_id = d.pop("brandKitId", UNSET)

        apply_template_body = cls(
            project_id=project_id,
            values=values,
            media=media,
            preset=preset,
            brand_kit_id=brand_kit_id,
        )

        return apply_template_body
