from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.publish_template_body_brand_kit import PublishTemplateBodyBrandKit
    from ..models.publish_template_body_parameters_item import (
        PublishTemplateBodyParametersItem,
    )
    from ..models.publish_template_body_presets_item import (
        PublishTemplateBodyPresetsItem,
    )
    from ..models.publish_template_body_timeline import PublishTemplateBodyTimeline


T = TypeVar("T", bound="PublishTemplateBody")


@_attrs_define
class PublishTemplateBody:
    """
    Attributes:
        slug (str): the template's name in URLs; publishing the same slug again makes a new version
        name (str):
        timeline (PublishTemplateBodyTimeline): a composition document in which any value may be a parameter reference
            {"$param": "<name>"}
        parameters (list[PublishTemplateBodyParametersItem]):
        description (str | Unset):
        presets (list[PublishTemplateBodyPresetsItem] | Unset):
        brand_kit (PublishTemplateBodyBrandKit | Unset):
        poster_sec (float | Unset): the time of the poster still of a template render (default: the middle of the
            timeline)
    """

    slug: str
    name: str
    timeline: PublishTemplateBodyTimeline
    parameters: list[PublishTemplateBodyParametersItem]
    description: str | Unset = UNSET
    presets: list[PublishTemplateBodyPresetsItem] | Unset = UNSET
    brand_kit: PublishTemplateBodyBrandKit | Unset = UNSET
    poster_sec: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        slug = self.slug

        name = self.name

        timeline = self.timeline.to_dict()

        parameters = []
        for parameters_item_data in self.parameters:
            parameters_item = parameters_item_data.to_dict()
            parameters.append(parameters_item)

        description = self.description

        presets: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.presets, Unset):
            presets = []
            for presets_item_data in self.presets:
                presets_item = presets_item_data.to_dict()
                presets.append(presets_item)

        brand_kit: dict[str, Any] | Unset = UNSET
        if not isinstance(self.brand_kit, Unset):
            brand_kit = self.brand_kit.to_dict()

        poster_sec = self.poster_sec

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "slug": slug,
                "name": name,
                "timeline": timeline,
                "parameters": parameters,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if presets is not UNSET:
            field_dict["presets"] = presets
        if brand_kit is not UNSET:
            field_dict["brandKit"] = brand_kit
        if poster_sec is not UNSET:
            field_dict["posterSec"] = poster_sec

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.publish_template_body_brand_kit import PublishTemplateBodyBrandKit
        from ..models.publish_template_body_parameters_item import (
            PublishTemplateBodyParametersItem,
        )
        from ..models.publish_template_body_presets_item import (
            PublishTemplateBodyPresetsItem,
        )
        from ..models.publish_template_body_timeline import PublishTemplateBodyTimeline

        d = dict(src_dict)
        slug = d.pop("slug")

        name = d.pop("name")

        timeline = PublishTemplateBodyTimeline.from_dict(d.pop("timeline"))

        parameters = []
        _parameters = d.pop("parameters")
        for parameters_item_data in _parameters:
            parameters_item = PublishTemplateBodyParametersItem.from_dict(
                parameters_item_data
            )

            parameters.append(parameters_item)

        description = d.pop("description", UNSET)

        _presets = d.pop("presets", UNSET)
        presets: list[PublishTemplateBodyPresetsItem] | Unset = UNSET
        if _presets is not UNSET:
            presets = []
            for presets_item_data in _presets:
                presets_item = PublishTemplateBodyPresetsItem.from_dict(
                    presets_item_data
                )

                presets.append(presets_item)

        _brand_kit = d.pop("brandKit", UNSET)
        brand_kit: PublishTemplateBodyBrandKit | Unset
        if isinstance(_brand_kit, Unset):
            brand_kit = UNSET
        else:
            brand_kit = PublishTemplateBodyBrandKit.from_dict(_brand_kit)

        poster_sec = d.pop("posterSec", UNSET)

        publish_template_body = cls(
            slug=slug,
            name=name,
            timeline=timeline,
            parameters=parameters,
            description=description,
            presets=presets,
            brand_kit=brand_kit,
            poster_sec=poster_sec,
        )

        return publish_template_body
