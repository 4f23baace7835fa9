from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_templates_response_200_data_item_presets_item_media_additional_property_type_0 import (
        ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType0,
    )
    from ..models.list_templates_response_200_data_item_presets_item_media_additional_property_type_1 import (
        ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType1,
    )
    from ..models.list_templates_response_200_data_item_presets_item_media_additional_property_type_2 import (
        ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType2,
    )


T = TypeVar("T", bound="ListTemplatesResponse200DataItemPresetsItemMedia")


@_attrs_define
class ListTemplatesResponse200DataItemPresetsItemMedia:
    """values of media parameters"""

    additional_properties: dict[
        str,
        ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType0
        | ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType1
        | ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType2,
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.list_templates_response_200_data_item_presets_item_media_additional_property_type_0 import (
            ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType0,
        )
        from ..models.list_templates_response_200_data_item_presets_item_media_additional_property_type_1 import (
            ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType1,
        )

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(
                prop,
                ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType0,
            ) or isinstance(
                prop,
                ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType1,
            ):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_templates_response_200_data_item_presets_item_media_additional_property_type_0 import (
            ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType0,
        )
        from ..models.list_templates_response_200_data_item_presets_item_media_additional_property_type_1 import (
            ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType1,
        )
        from ..models.list_templates_response_200_data_item_presets_item_media_additional_property_type_2 import (
            ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType2,
        )

        d = dict(src_dict)
        list_templates_response_200_data_item_presets_item_media = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(
                data: object,
            ) -> (
                ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType0
                | ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType1
                | ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType2
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_0 = ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType0.from_dict(
                        data
                    )

                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_1 = ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType1.from_dict(
                        data
                    )

                    return additional_property_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                additional_property_type_2 = ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType2.from_dict(
                    data
                )

                return additional_property_type_2

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        list_templates_response_200_data_item_presets_item_media.additional_properties = additional_properties
        return list_templates_response_200_data_item_presets_item_media

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> (
        ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType0
        | ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType1
        | ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType2
    ):
        return self.additional_properties[key]

    def __setitem__(
        self,
        key: str,
        value: ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType0
        | ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType1
        | ListTemplatesResponse200DataItemPresetsItemMediaAdditionalPropertyType2,
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
