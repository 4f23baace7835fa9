from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_daily_usage_response_200_days_item import (
        GetDailyUsageResponse200DaysItem,
    )


T = TypeVar("T", bound="GetDailyUsageResponse200")


@_attrs_define
class GetDailyUsageResponse200:
    """
    Attributes:
        period_start (str):
        period_end (str):
        days (list[GetDailyUsageResponse200DaysItem]):
        complete (bool):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    period_start: str
    period_end: str
    days: list[GetDailyUsageResponse200DaysItem]
    complete: bool
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        period_start = self.period_start

        period_end = self.period_end

        days = []
        for days_item_data in self.days:
            days_item = days_item_data.to_dict()
            days.append(days_item)

        complete = self.complete

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "periodStart": period_start,
                "periodEnd": period_end,
                "days": days,
                "complete": complete,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_daily_usage_response_200_days_item import (
            GetDailyUsageResponse200DaysItem,
        )

        d = dict(src_dict)
        period_start = d.pop("periodStart")

        period_end = d.pop("periodEnd")

        days = []
        _days = d.pop("days")
        for days_item_data in _days:
            days_item = GetDailyUsageResponse200DaysItem.from_dict(days_item_data)

            days.append(days_item)

        complete = d.pop("complete")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        get_daily_usage_response_200 = cls(
            period_start=period_start,
            period_end=period_end,
            days=days,
            complete=complete,
            contract=contract,
            contract_version=contract_version,
        )

        get_daily_usage_response_200.additional_properties = d
        return get_daily_usage_response_200

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
