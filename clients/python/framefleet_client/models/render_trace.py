from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.render_trace_resource_spans_item import RenderTraceResourceSpansItem


T = TypeVar("T", bound="RenderTrace")


@_attrs_define
class RenderTrace:
    """OTLP JSON (an ExportTraceServiceRequest): the render, each job's queue wait, each attempt on its node and slot
    (lost, failed and duplicate ones too) and its stages, with CPU-seconds, bytes and cache use as attributes

        Attributes:
            resource_spans (list[RenderTraceResourceSpansItem]):
    """

    resource_spans: list[RenderTraceResourceSpansItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        resource_spans = []
        for resource_spans_item_data in self.resource_spans:
            resource_spans_item = resource_spans_item_data.to_dict()
            resource_spans.append(resource_spans_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "resourceSpans": resource_spans,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_trace_resource_spans_item import (
            RenderTraceResourceSpansItem,
        )

        d = dict(src_dict)
        resource_spans = []
        _resource_spans = d.pop("resourceSpans")
        for resource_spans_item_data in _resource_spans:
            resource_spans_item = RenderTraceResourceSpansItem.from_dict(
                resource_spans_item_data
            )

            resource_spans.append(resource_spans_item)

        render_trace = cls(
            resource_spans=resource_spans,
        )

        render_trace.additional_properties = d
        return render_trace

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
