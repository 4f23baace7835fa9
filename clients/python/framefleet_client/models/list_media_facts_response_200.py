from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.fact import Fact
    from ..models.fact_offer import FactOffer


T = TypeVar("T", bound="ListMediaFactsResponse200")


@_attrs_define
class ListMediaFactsResponse200:
    """
    Attributes:
        media_id (str):
        facts (list[Fact]):
        offers (list[FactOffer]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    media_id: str
    facts: list[Fact]
    offers: list[FactOffer]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        media_id = self.media_id

        facts = []
        for facts_item_data in self.facts:
            facts_item = facts_item_data.to_dict()
            facts.append(facts_item)

        offers = []
        for offers_item_data in self.offers:
            offers_item = offers_item_data.to_dict()
            offers.append(offers_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mediaId": media_id,
                "facts": facts,
                "offers": offers,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fact import Fact
        from ..models.fact_offer import FactOffer

        d = dict(src_dict)
        media_id = d.pop("mediaId")

        facts = []
        _facts = d.pop("facts")
        for facts_item_data in _facts:
            facts_item = Fact.from_dict(facts_item_data)

            facts.append(facts_item)

        offers = []
        _offers = d.pop("offers")
        for offers_item_data in _offers:
            offers_item = FactOffer.from_dict(offers_item_data)

            offers.append(offers_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        list_media_facts_response_200 = cls(
            media_id=media_id,
            facts=facts,
            offers=offers,
            contract=contract,
            contract_version=contract_version,
        )

        list_media_facts_response_200.additional_properties = d
        return list_media_facts_response_200

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
