from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RenderCostReportStagesItem")


@_attrs_define
class RenderCostReportStagesItem:
    """
    Attributes:
        stage (str): `fetch`, `draw_encode` (drawing and encoding run pipelined on the same cores), `upload`, `mix`,
            `join` (with the output checks)
        cpu_seconds (float): the render nodes' process CPU time in this stage, measured
        wall_seconds (float): time in this stage, added over attempts (stages of different attempts run in parallel)
    """

    stage: str
    cpu_seconds: float
    wall_seconds: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        stage = self.stage

        cpu_seconds = self.cpu_seconds

        wall_seconds = self.wall_seconds

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "stage": stage,
                "cpuSeconds": cpu_seconds,
                "wallSeconds": wall_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        stage = d.pop("stage")

        cpu_seconds = d.pop("cpuSeconds")

        wall_seconds = d.pop("wallSeconds")

        render_cost_report_stages_item = cls(
            stage=stage,
            cpu_seconds=cpu_seconds,
            wall_seconds=wall_seconds,
        )

        render_cost_report_stages_item.additional_properties = d
        return render_cost_report_stages_item

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
