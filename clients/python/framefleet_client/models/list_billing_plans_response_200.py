from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_billing_plans_response_200_plans_item import (
        ListBillingPlansResponse200PlansItem,
    )


T = TypeVar("T", bound="ListBillingPlansResponse200")


@_attrs_define
class ListBillingPlansResponse200:
    """
    Attributes:
        plans (list[ListBillingPlansResponse200PlansItem]):
        billing_configured (bool):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    plans: list[ListBillingPlansResponse200PlansItem]
    billing_configured: bool
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        plans = []
        for plans_item_data in self.plans:
            plans_item = plans_item_data.to_dict()
            plans.append(plans_item)

        billing_configured = self.billing_configured

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "plans": plans,
                "billingConfigured": billing_configured,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_billing_plans_response_200_plans_item import (
            ListBillingPlansResponse200PlansItem,
        )

        d = dict(src_dict)
        plans = []
        _plans = d.pop("plans")
        for plans_item_data in _plans:
            plans_item = ListBillingPlansResponse200PlansItem.from_dict(plans_item_data)

            plans.append(plans_item)

        billing_configured = d.pop("billingConfigured")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        list_billing_plans_response_200 = cls(
            plans=plans,
            billing_configured=billing_configured,
            contract=contract,
            contract_version=contract_version,
        )

        list_billing_plans_response_200.additional_properties = d
        return list_billing_plans_response_200

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
