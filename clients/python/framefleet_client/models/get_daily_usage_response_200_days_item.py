from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_daily_usage_response_200_days_item_usage import (
        GetDailyUsageResponse200DaysItemUsage,
    )


T = TypeVar("T", bound="GetDailyUsageResponse200DaysItem")


@_attrs_define
class GetDailyUsageResponse200DaysItem:
    """
    Attributes:
        date (str): YYYY-MM-DD (UTC)
        usage (GetDailyUsageResponse200DaysItemUsage): featureId → units (the feature's unit)
    """

    date: str
    usage: GetDailyUsageResponse200DaysItemUsage
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date

        usage = self.usage.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "usage": usage,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_daily_usage_response_200_days_item_usage import (
            GetDailyUsageResponse200DaysItemUsage,
        )

        d = dict(src_dict)
        date = d.pop("date")

        usage = GetDailyUsageResponse200DaysItemUsage.from_dict(d.pop("usage"))

        get_daily_usage_response_200_days_item = cls(
            date=date,
            usage=usage,
        )

        get_daily_usage_response_200_days_item.additional_properties = d
        return get_daily_usage_response_200_days_item

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
