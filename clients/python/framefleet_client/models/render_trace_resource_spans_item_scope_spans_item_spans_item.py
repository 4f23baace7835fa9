from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.render_trace_resource_spans_item_scope_spans_item_spans_item_attributes_item import (
        RenderTraceResourceSpansItemScopeSpansItemSpansItemAttributesItem,
    )
    from ..models.render_trace_resource_spans_item_scope_spans_item_spans_item_status import (
        RenderTraceResourceSpansItemScopeSpansItemSpansItemStatus,
    )


T = TypeVar("T", bound="RenderTraceResourceSpansItemScopeSpansItemSpansItem")


@_attrs_define
class RenderTraceResourceSpansItemScopeSpansItemSpansItem:
    """
    Attributes:
        trace_id (str):
        span_id (str):
        name (str):
        kind (int):
        start_time_unix_nano (str):
        end_time_unix_nano (str):
        attributes (list[RenderTraceResourceSpansItemScopeSpansItemSpansItemAttributesItem]):
        status (RenderTraceResourceSpansItemScopeSpansItemSpansItemStatus):
        parent_span_id (str | Unset):
    """

    trace_id: str
    span_id: str
    name: str
    kind: int
    start_time_unix_nano: str
    end_time_unix_nano: str
    attributes: list[RenderTraceResourceSpansItemScopeSpansItemSpansItemAttributesItem]
    status: RenderTraceResourceSpansItemScopeSpansItemSpansItemStatus
    parent_span_id: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        trace_id = self.trace_id

        span_id = self.span_id

        name = self.name

        kind = self.kind

        start_time_unix_nano = self.start_time_unix_nano

        end_time_unix_nano = self.end_time_unix_nano

        attributes = []
        for attributes_item_data in self.attributes:
            attributes_item = attributes_item_data.to_dict()
            attributes.append(attributes_item)

        status = self.status.to_dict()

        parent_span_id = self.parent_span_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "traceId": trace_id,
                "spanId": span_id,
                "name": name,
                "kind": kind,
                "startTimeUnixNano": start_time_unix_nano,
                "endTimeUnixNano": end_time_unix_nano,
                "attributes": attributes,
                "status": status,
            }
        )
        if parent_span_id is not UNSET:
            field_dict["parentSpanId"] = parent_span_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_trace_resource_spans_item_scope_spans_item_spans_item_attributes_item import (
            RenderTraceResourceSpansItemScopeSpansItemSpansItemAttributesItem,
        )
        from ..models.render_trace_resource_spans_item_scope_spans_item_spans_item_status import (
            RenderTraceResourceSpansItemScopeSpansItemSpansItemStatus,
        )

        d = dict(src_dict)
        trace_id = d.pop("traceId")

        span_id = d.pop("spanId")

        name = d.pop("name")

        kind = d.pop("kind")

        start_time_unix_nano = d.pop("startTimeUnixNano")

        end_time_unix_nano = d.pop("endTimeUnixNano")

        attributes = []
        _attributes = d.pop("attributes")
        for attributes_item_data in _attributes:
            attributes_item = RenderTraceResourceSpansItemScopeSpansItemSpansItemAttributesItem.from_dict(
                attributes_item_data
            )

            attributes.append(attributes_item)

        status = RenderTraceResourceSpansItemScopeSpansItemSpansItemStatus.from_dict(
            d.pop("status")
        )

        parent_span_id = d.pop("parentSpanId", UNSET)

        render_trace_resource_spans_item_scope_spans_item_spans_item = cls(
            trace_id=trace_id,
            span_id=span_id,
            name=name,
            kind=kind,
            start_time_unix_nano=start_time_unix_nano,
            end_time_unix_nano=end_time_unix_nano,
            attributes=attributes,
            status=status,
            parent_span_id=parent_span_id,
        )

        render_trace_resource_spans_item_scope_spans_item_spans_item.additional_properties = d
        return render_trace_resource_spans_item_scope_spans_item_spans_item

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
