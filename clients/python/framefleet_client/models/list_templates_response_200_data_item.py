from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_templates_response_200_data_item_brand_kit_type_0 import (
        ListTemplatesResponse200DataItemBrandKitType0,
    )
    from ..models.list_templates_response_200_data_item_parameters_item import (
        ListTemplatesResponse200DataItemParametersItem,
    )
    from ..models.list_templates_response_200_data_item_presets_item import (
        ListTemplatesResponse200DataItemPresetsItem,
    )


T = TypeVar("T", bound="ListTemplatesResponse200DataItem")


@_attrs_define
class ListTemplatesResponse200DataItem:
    """
    Attributes:
        id (str): this version's id (tpl_...)
        slug (str):
        version (int): 1 for the first publish of the slug, one more for each publish after
        name (str):
        description (None | str):
        parameters (list[ListTemplatesResponse200DataItemParametersItem]):
        presets (list[ListTemplatesResponse200DataItemPresetsItem]):
        brand_kit (ListTemplatesResponse200DataItemBrandKitType0 | None):
        poster_sec (float | None):
        latest (bool): this is the newest version of the slug
        created_at (str):
        updated_at (str):
    """

    id: str
    slug: str
    version: int
    name: str
    description: None | str
    parameters: list[ListTemplatesResponse200DataItemParametersItem]
    presets: list[ListTemplatesResponse200DataItemPresetsItem]
    brand_kit: ListTemplatesResponse200DataItemBrandKitType0 | None
    poster_sec: float | None
    latest: bool
    created_at: str
    updated_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_templates_response_200_data_item_brand_kit_type_0 import (
            ListTemplatesResponse200DataItemBrandKitType0,
        )

        id = self.id

        slug = self.slug

        version = self.version

        name = self.name

        description: None | str
        description = self.description

        parameters = []
        for parameters_item_data in self.parameters:
            parameters_item = parameters_item_data.to_dict()
            parameters.append(parameters_item)

        presets = []
        for presets_item_data in self.presets:
            presets_item = presets_item_data.to_dict()
            presets.append(presets_item)

        brand_kit: dict[str, Any] | None
        if isinstance(self.brand_kit, ListTemplatesResponse200DataItemBrandKitType0):
            brand_kit = self.brand_kit.to_dict()
        else:
            brand_kit = self.brand_kit

        poster_sec: float | None
        poster_sec = self.poster_sec

        latest = self.latest

        created_at = self.created_at

        updated_at = self.updated_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "slug": slug,
                "version": version,
                "name": name,
                "description": description,
                "parameters": parameters,
                "presets": presets,
                "brandKit": brand_kit,
                "posterSec": poster_sec,
                "latest": latest,
                "createdAt": created_at,
                "updatedAt": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_templates_response_200_data_item_brand_kit_type_0 import (
            ListTemplatesResponse200DataItemBrandKitType0,
        )
        from ..models.list_templates_response_200_data_item_parameters_item import (
            ListTemplatesResponse200DataItemParametersItem,
        )
        from ..models.list_templates_response_200_data_item_presets_item import (
            ListTemplatesResponse200DataItemPresetsItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        slug = d.pop("slug")

        version = d.pop("version")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        parameters = []
        _parameters = d.pop("parameters")
        for parameters_item_data in _parameters:
            parameters_item = ListTemplatesResponse200DataItemParametersItem.from_dict(
                parameters_item_data
            )

            parameters.append(parameters_item)

        presets = []
        _presets = d.pop("presets")
        for presets_item_data in _presets:
            presets_item = ListTemplatesResponse200DataItemPresetsItem.from_dict(
                presets_item_data
            )

            presets.append(presets_item)

        def _parse_brand_kit(
            data: object,
        ) -> ListTemplatesResponse200DataItemBrandKitType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                brand_kit_type_0 = (
                    ListTemplatesResponse200DataItemBrandKitType0.from_dict(data)
                )

                return brand_kit_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ListTemplatesResponse200DataItemBrandKitType0 | None, data)

        brand_kit = _parse_brand_kit(d.pop("brandKit"))

        def _parse_poster_sec(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        poster_sec = _parse_poster_sec(d.pop("posterSec"))

        latest = d.pop("latest")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        list_templates_response_200_data_item = cls(
            id=id,
            slug=slug,
            version=version,
            name=name,
            description=description,
            parameters=parameters,
            presets=presets,
            brand_kit=brand_kit,
            poster_sec=poster_sec,
            latest=latest,
            created_at=created_at,
            updated_at=updated_at,
        )

        list_templates_response_200_data_item.additional_properties = d
        return list_templates_response_200_data_item

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
