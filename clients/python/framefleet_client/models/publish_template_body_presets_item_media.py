from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.publish_template_body_presets_item_media_additional_property_type_0 import (
        PublishTemplateBodyPresetsItemMediaAdditionalPropertyType0,
    )
    from ..models.publish_template_body_presets_item_media_additional_property_type_1 import (
        PublishTemplateBodyPresetsItemMediaAdditionalPropertyType1,
    )
    from ..models.publish_template_body_presets_item_media_additional_property_type_2 import (
        PublishTemplateBodyPresetsItemMediaAdditionalPropertyType2,
    )


T = TypeVar("T", bound="PublishTemplateBodyPresetsItemMedia")


@_attrs_define
class PublishTemplateBodyPresetsItemMedia:
    """values of media parameters"""

    additional_properties: dict[
        str,
        PublishTemplateBodyPresetsItemMediaAdditionalPropertyType0
        | PublishTemplateBodyPresetsItemMediaAdditionalPropertyType1
        | PublishTemplateBodyPresetsItemMediaAdditionalPropertyType2,
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.publish_template_body_presets_item_media_additional_property_type_0 import (
            PublishTemplateBodyPresetsItemMediaAdditionalPropertyType0,
        )
        from ..models.publish_template_body_presets_item_media_additional_property_type_1 import (
            PublishTemplateBodyPresetsItemMediaAdditionalPropertyType1,
        )

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(
                prop, PublishTemplateBodyPresetsItemMediaAdditionalPropertyType0
            ) or isinstance(
                prop, PublishTemplateBodyPresetsItemMediaAdditionalPropertyType1
            ):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.publish_template_body_presets_item_media_additional_property_type_0 import (
            PublishTemplateBodyPresetsItemMediaAdditionalPropertyType0,
        )
        from ..models.publish_template_body_presets_item_media_additional_property_type_1 import (
            PublishTemplateBodyPresetsItemMediaAdditionalPropertyType1,
        )
        from ..models.publish_template_body_presets_item_media_additional_property_type_2 import (
            PublishTemplateBodyPresetsItemMediaAdditionalPropertyType2,
        )

        d = dict(src_dict)
        publish_template_body_presets_item_media = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(
                data: object,
            ) -> (
                PublishTemplateBodyPresetsItemMediaAdditionalPropertyType0
                | PublishTemplateBodyPresetsItemMediaAdditionalPropertyType1
                | PublishTemplateBodyPresetsItemMediaAdditionalPropertyType2
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_0 = PublishTemplateBodyPresetsItemMediaAdditionalPropertyType0.from_dict(
                        data
                    )

                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_1 = PublishTemplateBodyPresetsItemMediaAdditionalPropertyType1.from_dict(
                        data
                    )

                    return additional_property_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                additional_property_type_2 = PublishTemplateBodyPresetsItemMediaAdditionalPropertyType2.from_dict(
                    data
                )

                return additional_property_type_2

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        publish_template_body_presets_item_media.additional_properties = (
            additional_properties
        )
        return publish_template_body_presets_item_media

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> (
        PublishTemplateBodyPresetsItemMediaAdditionalPropertyType0
        | PublishTemplateBodyPresetsItemMediaAdditionalPropertyType1
        | PublishTemplateBodyPresetsItemMediaAdditionalPropertyType2
    ):
        return self.additional_properties[key]

    def __setitem__(
        self,
        key: str,
        value: PublishTemplateBodyPresetsItemMediaAdditionalPropertyType0
        | PublishTemplateBodyPresetsItemMediaAdditionalPropertyType1
        | PublishTemplateBodyPresetsItemMediaAdditionalPropertyType2,
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
