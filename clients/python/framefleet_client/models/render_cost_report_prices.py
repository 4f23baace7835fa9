from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RenderCostReportPrices")


@_attrs_define
class RenderCostReportPrices:
    """
    Attributes:
        cpu_hour_usd (float):
        gpu_hour_usd (float):
        gb_moved_usd (float):
    """

    cpu_hour_usd: float
    gpu_hour_usd: float
    gb_moved_usd: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cpu_hour_usd = self.cpu_hour_usd

        gpu_hour_usd = self.gpu_hour_usd

        gb_moved_usd = self.gb_moved_usd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cpuHourUsd": cpu_hour_usd,
                "gpuHourUsd": gpu_hour_usd,
                "gbMovedUsd": gb_moved_usd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cpu_hour_usd = d.pop("cpuHourUsd")

        gpu_hour_usd = d.pop("gpuHourUsd")

        gb_moved_usd = d.pop("gbMovedUsd")

        render_cost_report_prices = cls(
            cpu_hour_usd=cpu_hour_usd,
            gpu_hour_usd=gpu_hour_usd,
            gb_moved_usd=gb_moved_usd,
        )

        render_cost_report_prices.additional_properties = d
        return render_cost_report_prices

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
