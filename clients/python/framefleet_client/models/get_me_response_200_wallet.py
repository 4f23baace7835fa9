from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetMeResponse200Wallet")


@_attrs_define
class GetMeResponse200Wallet:
    """
    Attributes:
        balance_credits (float): credits (1 credit = 1 US cent)
        available_credits (float): balance less what queued work holds
    """

    balance_credits: float
    available_credits: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        balance_credits = self.balance_credits

        available_credits = self.available_credits

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "balanceCredits": balance_credits,
                "availableCredits": available_credits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        balance_credits = d.pop("balanceCredits")

        available_credits = d.pop("availableCredits")

        get_me_response_200_wallet = cls(
            balance_credits=balance_credits,
            available_credits=available_credits,
        )

        get_me_response_200_wallet.additional_properties = d
        return get_me_response_200_wallet

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
