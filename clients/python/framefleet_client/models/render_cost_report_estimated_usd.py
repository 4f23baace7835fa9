from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RenderCostReportEstimatedUsd")


@_attrs_define
class RenderCostReportEstimatedUsd:
    """estimated infrastructure cost at the operator-set prices

    Attributes:
        cpu (float):
        gpu (float):
        transfer (float):
        total (float):
    """

    cpu: float
    gpu: float
    transfer: float
    total: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cpu = self.cpu

        gpu = self.gpu

        transfer = self.transfer

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cpu": cpu,
                "gpu": gpu,
                "transfer": transfer,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cpu = d.pop("cpu")

        gpu = d.pop("gpu")

        transfer = d.pop("transfer")

        total = d.pop("total")

        render_cost_report_estimated_usd = cls(
            cpu=cpu,
            gpu=gpu,
            transfer=transfer,
            total=total,
        )

        render_cost_report_estimated_usd.additional_properties = d
        return render_cost_report_estimated_usd

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
