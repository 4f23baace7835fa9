from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.render_trace_resource_spans_item_resource_attributes_item_value import (
        RenderTraceResourceSpansItemResourceAttributesItemValue,
    )


T = TypeVar("T", bound="RenderTraceResourceSpansItemResourceAttributesItem")


@_attrs_define
class RenderTraceResourceSpansItemResourceAttributesItem:
    """
    Attributes:
        key (str):
        value (RenderTraceResourceSpansItemResourceAttributesItemValue):
    """

    key: str
    value: RenderTraceResourceSpansItemResourceAttributesItemValue
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        value = self.value.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_trace_resource_spans_item_resource_attributes_item_value import (
            RenderTraceResourceSpansItemResourceAttributesItemValue,
        )

        d = dict(src_dict)
        key = d.pop("key")

        value = RenderTraceResourceSpansItemResourceAttributesItemValue.from_dict(
            d.pop("value")
        )

        render_trace_resource_spans_item_resource_attributes_item = cls(
            key=key,
            value=value,
        )

        render_trace_resource_spans_item_resource_attributes_item.additional_properties = d
        return render_trace_resource_spans_item_resource_attributes_item

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
