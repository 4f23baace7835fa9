from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.payment_required_x402_version import PaymentRequiredX402Version
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payment_required_accepts_item import PaymentRequiredAcceptsItem
    from ..models.payment_required_resource import PaymentRequiredResource


T = TypeVar("T", bound="PaymentRequired")


@_attrs_define
class PaymentRequired:
    """
    Attributes:
        x_402_version (PaymentRequiredX402Version):
        error (str):
        accepts (list[PaymentRequiredAcceptsItem]):
        resource (PaymentRequiredResource | Unset):
        contract (str | Unset):
        contract_version (str | Unset):
    """

    x_402_version: PaymentRequiredX402Version
    error: str
    accepts: list[PaymentRequiredAcceptsItem]
    resource: PaymentRequiredResource | Unset = UNSET
    contract: str | Unset = UNSET
    contract_version: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        x_402_version = self.x_402_version.value

        error = self.error

        accepts = []
        for accepts_item_data in self.accepts:
            accepts_item = accepts_item_data.to_dict()
            accepts.append(accepts_item)

        resource: dict[str, Any] | Unset = UNSET
        if not isinstance(self.resource, Unset):
            resource = self.resource.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "x402Version": x_402_version,
                "error": error,
                "accepts": accepts,
            }
        )
        if resource is not UNSET:
            field_dict["resource"] = resource
        if contract is not UNSET:
            field_dict["contract"] = contract
        if contract_version is not UNSET:
            field_dict["contractVersion"] = contract_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.payment_required_accepts_item import PaymentRequiredAcceptsItem
        from ..models.payment_required_resource import PaymentRequiredResource

        d = dict(src_dict)
        x_402_version = PaymentRequiredX402Version(d.pop("x402Version"))

        error = d.pop("error")

        accepts = []
        _accepts = d.pop("accepts")
        for accepts_item_data in _accepts:
            accepts_item = PaymentRequiredAcceptsItem.from_dict(accepts_item_data)

            accepts.append(accepts_item)

        _resource = d.pop("resource", UNSET)
        resource: PaymentRequiredResource | Unset
        if isinstance(_resource, Unset):
            resource = UNSET
        else:
            resource = PaymentRequiredResource.from_dict(_resource)

        contract = d.pop("contract", UNSET)

        contract_version = d.pop("contractVersion", UNSET)

        payment_required = cls(
            x_402_version=x_402_version,
            error=error,
            accepts=accepts,
            resource=resource,
            contract=contract,
            contract_version=contract_version,
        )

        payment_required.additional_properties = d
        return payment_required

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
