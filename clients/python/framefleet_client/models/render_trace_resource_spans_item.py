from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.render_trace_resource_spans_item_resource import (
        RenderTraceResourceSpansItemResource,
    )
    from ..models.render_trace_resource_spans_item_scope_spans_item import (
        RenderTraceResourceSpansItemScopeSpansItem,
    )


T = TypeVar("T", bound="RenderTraceResourceSpansItem")


@_attrs_define
class RenderTraceResourceSpansItem:
    """
    Attributes:
        resource (RenderTraceResourceSpansItemResource):
        scope_spans (list[RenderTraceResourceSpansItemScopeSpansItem]):
    """

    resource: RenderTraceResourceSpansItemResource
    scope_spans: list[RenderTraceResourceSpansItemScopeSpansItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        resource = self.resource.to_dict()

        scope_spans = []
        for scope_spans_item_data in self.scope_spans:
            scope_spans_item = scope_spans_item_data.to_dict()
            scope_spans.append(scope_spans_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "resource": resource,
                "scopeSpans": scope_spans,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_trace_resource_spans_item_resource import (
            RenderTraceResourceSpansItemResource,
        )
        from ..models.render_trace_resource_spans_item_scope_spans_item import (
            RenderTraceResourceSpansItemScopeSpansItem,
        )

        d = dict(src_dict)
        resource = RenderTraceResourceSpansItemResource.from_dict(d.pop("resource"))

        scope_spans = []
        _scope_spans = d.pop("scopeSpans")
        for scope_spans_item_data in _scope_spans:
            scope_spans_item = RenderTraceResourceSpansItemScopeSpansItem.from_dict(
                scope_spans_item_data
            )

            scope_spans.append(scope_spans_item)

        render_trace_resource_spans_item = cls(
            resource=resource,
            scope_spans=scope_spans,
        )

        render_trace_resource_spans_item.additional_properties = d
        return render_trace_resource_spans_item

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
