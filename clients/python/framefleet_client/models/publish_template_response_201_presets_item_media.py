from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.publish_template_response_201_presets_item_media_additional_property_type_0 import (
        PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType0,
    )
    from ..models.publish_template_response_201_presets_item_media_additional_property_type_1 import (
        PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType1,
    )
    from ..models.publish_template_response_201_presets_item_media_additional_property_type_2 import (
        PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType2,
    )


T = TypeVar("T", bound="PublishTemplateResponse201PresetsItemMedia")


@_attrs_define
class PublishTemplateResponse201PresetsItemMedia:
    """values of media parameters"""

    additional_properties: dict[
        str,
        PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType0
        | PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType1
        | PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType2,
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.publish_template_response_201_presets_item_media_additional_property_type_0 import (
            PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType0,
        )
        from ..models.publish_template_response_201_presets_item_media_additional_property_type_1 import (
            PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType1,
        )

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(
                prop, PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType0
            ) or isinstance(
                prop, PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType1
            ):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.publish_template_response_201_presets_item_media_additional_property_type_0 import (
            PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType0,
        )
        from ..models.publish_template_response_201_presets_item_media_additional_property_type_1 import (
            PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType1,
        )
        from ..models.publish_template_response_201_presets_item_media_additional_property_type_2 import (
            PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType2,
        )

        d = dict(src_dict)
        publish_template_response_201_presets_item_media = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(
                data: object,
            ) -> (
                PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType0
                | PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType1
                | PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType2
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_0 = PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType0.from_dict(
                        data
                    )

                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_1 = PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType1.from_dict(
                        data
                    )

                    return additional_property_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                additional_property_type_2 = PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType2.from_dict(
                    data
                )

                return additional_property_type_2

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        publish_template_response_201_presets_item_media.additional_properties = (
            additional_properties
        )
        return publish_template_response_201_presets_item_media

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> (
        PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType0
        | PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType1
        | PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType2
    ):
        return self.additional_properties[key]

    def __setitem__(
        self,
        key: str,
        value: PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType0
        | PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType1
        | PublishTemplateResponse201PresetsItemMediaAdditionalPropertyType2,
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
