from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_template_response_200_presets_item_media_additional_property_type_0 import (
        GetTemplateResponse200PresetsItemMediaAdditionalPropertyType0,
    )
    from ..models.get_template_response_200_presets_item_media_additional_property_type_1 import (
        GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1,
    )
    from ..models.get_template_response_200_presets_item_media_additional_property_type_2 import (
        GetTemplateResponse200PresetsItemMediaAdditionalPropertyType2,
    )


T = TypeVar("T", bound="GetTemplateResponse200PresetsItemMedia")


@_attrs_define
class GetTemplateResponse200PresetsItemMedia:
    """values of media parameters"""

    additional_properties: dict[
        str,
        GetTemplateResponse200PresetsItemMediaAdditionalPropertyType0
        | GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1
        | GetTemplateResponse200PresetsItemMediaAdditionalPropertyType2,
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_template_response_200_presets_item_media_additional_property_type_0 import (
            GetTemplateResponse200PresetsItemMediaAdditionalPropertyType0,
        )
        from ..models.get_template_response_200_presets_item_media_additional_property_type_1 import (
            GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1,
        )

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(
                prop, GetTemplateResponse200PresetsItemMediaAdditionalPropertyType0
            ) or isinstance(
                prop, GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1
            ):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_template_response_200_presets_item_media_additional_property_type_0 import (
            GetTemplateResponse200PresetsItemMediaAdditionalPropertyType0,
        )
        from ..models.get_template_response_200_presets_item_media_additional_property_type_1 import (
            GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1,
        )
        from ..models.get_template_response_200_presets_item_media_additional_property_type_2 import (
            GetTemplateResponse200PresetsItemMediaAdditionalPropertyType2,
        )

        d = dict(src_dict)
        get_template_response_200_presets_item_media = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(
                data: object,
            ) -> (
                GetTemplateResponse200PresetsItemMediaAdditionalPropertyType0
                | GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1
                | GetTemplateResponse200PresetsItemMediaAdditionalPropertyType2
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_0 = GetTemplateResponse200PresetsItemMediaAdditionalPropertyType0.from_dict(
                        data
                    )

                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_1 = GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1.from_dict(
                        data
                    )

                    return additional_property_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                additional_property_type_2 = GetTemplateResponse200PresetsItemMediaAdditionalPropertyType2.from_dict(
                    data
                )

                return additional_property_type_2

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        get_template_response_200_presets_item_media.additional_properties = (
            additional_properties
        )
        return get_template_response_200_presets_item_media

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> (
        GetTemplateResponse200PresetsItemMediaAdditionalPropertyType0
        | GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1
        | GetTemplateResponse200PresetsItemMediaAdditionalPropertyType2
    ):
        return self.additional_properties[key]

    def __setitem__(
        self,
        key: str,
        value: GetTemplateResponse200PresetsItemMediaAdditionalPropertyType0
        | GetTemplateResponse200PresetsItemMediaAdditionalPropertyType1
        | GetTemplateResponse200PresetsItemMediaAdditionalPropertyType2,
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
