from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateCheckoutBody")


@_attrs_define
class CreateCheckoutBody:
    """
    Attributes:
        credits_ (int):
        success_url (str | Unset): where the buyer lands after paying (default: the account page)
        cancel_url (str | Unset): where the buyer lands when leaving without paying (default: the plans page)
    """

    credits_: int
    success_url: str | Unset = UNSET
    cancel_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        credits_ = self.credits_

        success_url = self.success_url

        cancel_url = self.cancel_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "credits": credits_,
            }
        )
        if success_url is not UNSET:
            field_dict["successUrl"] = success_url
        if cancel_url is not UNSET:
            field_dict["cancelUrl"] = cancel_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        credits_ = d.pop("credits")

        success_url = d.pop("successUrl", UNSET)

        cancel_url = d.pop("cancelUrl", UNSET)

        create_checkout_body = cls(
            credits_=credits_,
            success_url=success_url,
            cancel_url=cancel_url,
        )

        return create_checkout_body
