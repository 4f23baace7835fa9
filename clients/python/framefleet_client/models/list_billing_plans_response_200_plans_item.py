from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.list_billing_plans_response_200_plans_item_interval_type_0 import (
    ListBillingPlansResponse200PlansItemIntervalType0,
)
from ..models.list_billing_plans_response_200_plans_item_interval_type_1 import (
    ListBillingPlansResponse200PlansItemIntervalType1,
)
from ..models.list_billing_plans_response_200_plans_item_tier_type_0 import (
    ListBillingPlansResponse200PlansItemTierType0,
)
from ..models.list_billing_plans_response_200_plans_item_tier_type_1 import (
    ListBillingPlansResponse200PlansItemTierType1,
)
from ..models.list_billing_plans_response_200_plans_item_tier_type_2 import (
    ListBillingPlansResponse200PlansItemTierType2,
)

T = TypeVar("T", bound="ListBillingPlansResponse200PlansItem")


@_attrs_define
class ListBillingPlansResponse200PlansItem:
    """
    Attributes:
        id (str):
        tier (ListBillingPlansResponse200PlansItemTierType0 | ListBillingPlansResponse200PlansItemTierType1 |
            ListBillingPlansResponse200PlansItemTierType2):
        name (str):
        interval (ListBillingPlansResponse200PlansItemIntervalType0 |
            ListBillingPlansResponse200PlansItemIntervalType1):
        price_usd (float):
    """

    id: str
    tier: (
        ListBillingPlansResponse200PlansItemTierType0
        | ListBillingPlansResponse200PlansItemTierType1
        | ListBillingPlansResponse200PlansItemTierType2
    )
    name: str
    interval: (
        ListBillingPlansResponse200PlansItemIntervalType0
        | ListBillingPlansResponse200PlansItemIntervalType1
    )
    price_usd: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        tier: str
        if isinstance(
            self.tier, ListBillingPlansResponse200PlansItemTierType0
        ) or isinstance(self.tier, ListBillingPlansResponse200PlansItemTierType1):
            tier = self.tier.value
        else:
            tier = self.tier.value

        name = self.name

        interval: str
        if isinstance(self.interval, ListBillingPlansResponse200PlansItemIntervalType0):
            interval = self.interval.value
        else:
            interval = self.interval.value

        price_usd = self.price_usd

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "tier": tier,
                "name": name,
                "interval": interval,
                "priceUsd": price_usd,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        def _parse_tier(
            data: object,
        ) -> (
            ListBillingPlansResponse200PlansItemTierType0
            | ListBillingPlansResponse200PlansItemTierType1
            | ListBillingPlansResponse200PlansItemTierType2
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tier_type_0 = ListBillingPlansResponse200PlansItemTierType0(data)

                return tier_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tier_type_1 = ListBillingPlansResponse200PlansItemTierType1(data)

                return tier_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            tier_type_2 = ListBillingPlansResponse200PlansItemTierType2(data)

            return tier_type_2

        tier = _parse_tier(d.pop("tier"))

        name = d.pop("name")

        def _parse_interval(
            data: object,
        ) -> (
            ListBillingPlansResponse200PlansItemIntervalType0
            | ListBillingPlansResponse200PlansItemIntervalType1
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                interval_type_0 = ListBillingPlansResponse200PlansItemIntervalType0(
                    data
                )

                return interval_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            interval_type_1 = ListBillingPlansResponse200PlansItemIntervalType1(data)

            return interval_type_1

        interval = _parse_interval(d.pop("interval"))

        price_usd = d.pop("priceUsd")

        list_billing_plans_response_200_plans_item = cls(
            id=id,
            tier=tier,
            name=name,
            interval=interval,
            price_usd=price_usd,
        )

        list_billing_plans_response_200_plans_item.additional_properties = d
        return list_billing_plans_response_200_plans_item

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
