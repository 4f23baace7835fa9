from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.fact_offer_buy_method import FactOfferBuyMethod

if TYPE_CHECKING:
    from ..models.fact_offer_buy_body_type_0 import FactOfferBuyBodyType0


T = TypeVar("T", bound="FactOfferBuy")


@_attrs_define
class FactOfferBuy:
    """the request that buys it

    Attributes:
        method (FactOfferBuyMethod):
        path (str):
        body (FactOfferBuyBodyType0 | None):
    """

    method: FactOfferBuyMethod
    path: str
    body: FactOfferBuyBodyType0 | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fact_offer_buy_body_type_0 import FactOfferBuyBodyType0

        method = self.method.value

        path = self.path

        body: dict[str, Any] | None
        if isinstance(self.body, FactOfferBuyBodyType0):
            body = self.body.to_dict()
        else:
            body = self.body

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "method": method,
                "path": path,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fact_offer_buy_body_type_0 import FactOfferBuyBodyType0

        d = dict(src_dict)
        method = FactOfferBuyMethod(d.pop("method"))

        path = d.pop("path")

        def _parse_body(data: object) -> FactOfferBuyBodyType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_0 = FactOfferBuyBodyType0.from_dict(data)

                return body_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FactOfferBuyBodyType0 | None, data)

        body = _parse_body(d.pop("body"))

        fact_offer_buy = cls(
            method=method,
            path=path,
            body=body,
        )

        fact_offer_buy.additional_properties = d
        return fact_offer_buy

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
