from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payment_required_accepts_item_extra import (
        PaymentRequiredAcceptsItemExtra,
    )


T = TypeVar("T", bound="PaymentRequiredAcceptsItem")


@_attrs_define
class PaymentRequiredAcceptsItem:
    """
    Attributes:
        scheme (str):
        network (str):
        asset (str):
        amount (str):
        pay_to (str):
        max_timeout_seconds (int):
        extra (PaymentRequiredAcceptsItemExtra | Unset):
    """

    scheme: str
    network: str
    asset: str
    amount: str
    pay_to: str
    max_timeout_seconds: int
    extra: PaymentRequiredAcceptsItemExtra | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        scheme = self.scheme

        network = self.network

        asset = self.asset

        amount = self.amount

        pay_to = self.pay_to

        max_timeout_seconds = self.max_timeout_seconds

        extra: dict[str, Any] | Unset = UNSET
        if not isinstance(self.extra, Unset):
            extra = self.extra.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "scheme": scheme,
                "network": network,
                "asset": asset,
                "amount": amount,
                "payTo": pay_to,
                "maxTimeoutSeconds": max_timeout_seconds,
            }
        )
        if extra is not UNSET:
            field_dict["extra"] = extra

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.payment_required_accepts_item_extra import (
            PaymentRequiredAcceptsItemExtra,
        )

        d = dict(src_dict)
        scheme = d.pop("scheme")

        network = d.pop("network")

        asset = d.pop("asset")

        amount = d.pop("amount")

        pay_to = d.pop("payTo")

        max_timeout_seconds = d.pop("maxTimeoutSeconds")

        _extra = d.pop("extra", UNSET)
        extra: PaymentRequiredAcceptsItemExtra | Unset
        if isinstance(_extra, Unset):
            extra = UNSET
        else:
            extra = PaymentRequiredAcceptsItemExtra.from_dict(_extra)

        payment_required_accepts_item = cls(
            scheme=scheme,
            network=network,
            asset=asset,
            amount=amount,
            pay_to=pay_to,
            max_timeout_seconds=max_timeout_seconds,
            extra=extra,
        )

        payment_required_accepts_item.additional_properties = d
        return payment_required_accepts_item

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
