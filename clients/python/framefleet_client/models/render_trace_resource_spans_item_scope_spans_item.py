from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.render_trace_resource_spans_item_scope_spans_item_scope import (
        RenderTraceResourceSpansItemScopeSpansItemScope,
    )
    from ..models.render_trace_resource_spans_item_scope_spans_item_spans_item import (
        RenderTraceResourceSpansItemScopeSpansItemSpansItem,
    )


T = TypeVar("T", bound="RenderTraceResourceSpansItemScopeSpansItem")


@_attrs_define
class RenderTraceResourceSpansItemScopeSpansItem:
    """
    Attributes:
        scope (RenderTraceResourceSpansItemScopeSpansItemScope):
        spans (list[RenderTraceResourceSpansItemScopeSpansItemSpansItem]):
    """

    scope: RenderTraceResourceSpansItemScopeSpansItemScope
    spans: list[RenderTraceResourceSpansItemScopeSpansItemSpansItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scope = self.scope.to_dict()

        spans = []
        for spans_item_data in self.spans:
            spans_item = spans_item_data.to_dict()
            spans.append(spans_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scope": scope,
                "spans": spans,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_trace_resource_spans_item_scope_spans_item_scope import (
            RenderTraceResourceSpansItemScopeSpansItemScope,
        )
        from ..models.render_trace_resource_spans_item_scope_spans_item_spans_item import (
            RenderTraceResourceSpansItemScopeSpansItemSpansItem,
        )

        d = dict(src_dict)
        scope = RenderTraceResourceSpansItemScopeSpansItemScope.from_dict(
            d.pop("scope")
        )

        spans = []
        _spans = d.pop("spans")
        for spans_item_data in _spans:
            spans_item = RenderTraceResourceSpansItemScopeSpansItemSpansItem.from_dict(
                spans_item_data
            )

            spans.append(spans_item)

        render_trace_resource_spans_item_scope_spans_item = cls(
            scope=scope,
            spans=spans,
        )

        render_trace_resource_spans_item_scope_spans_item.additional_properties = d
        return render_trace_resource_spans_item_scope_spans_item

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
