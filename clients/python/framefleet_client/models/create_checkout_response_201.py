from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreateCheckoutResponse201")


@_attrs_define
class CreateCheckoutResponse201:
    """
    Attributes:
        checkout_id (str):
        url (str):
        expires_at (str):
        credits_ (int):
        amount_usd (float):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    checkout_id: str
    url: str
    expires_at: str
    credits_: int
    amount_usd: float
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        checkout_id = self.checkout_id

        url = self.url

        expires_at = self.expires_at

        credits_ = self.credits_

        amount_usd = self.amount_usd

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "checkoutId": checkout_id,
                "url": url,
                "expiresAt": expires_at,
                "credits": credits_,
                "amountUsd": amount_usd,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        checkout_id = d.pop("checkoutId")

        url = d.pop("url")

        expires_at = d.pop("expiresAt")

        credits_ = d.pop("credits")

        amount_usd = d.pop("amountUsd")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        create_checkout_response_201 = cls(
            checkout_id=checkout_id,
            url=url,
            expires_at=expires_at,
            credits_=credits_,
            amount_usd=amount_usd,
            contract=contract,
            contract_version=contract_version,
        )

        create_checkout_response_201.additional_properties = d
        return create_checkout_response_201

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
