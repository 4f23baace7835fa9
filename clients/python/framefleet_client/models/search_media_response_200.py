from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.search_media_response_200_results_item import (
        SearchMediaResponse200ResultsItem,
    )


T = TypeVar("T", bound="SearchMediaResponse200")


@_attrs_define
class SearchMediaResponse200:
    """
    Attributes:
        results (list[SearchMediaResponse200ResultsItem]):
        indexing (bool):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    results: list[SearchMediaResponse200ResultsItem]
    indexing: bool
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        indexing = self.indexing

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "results": results,
                "indexing": indexing,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_media_response_200_results_item import (
            SearchMediaResponse200ResultsItem,
        )

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = SearchMediaResponse200ResultsItem.from_dict(
                results_item_data
            )

            results.append(results_item)

        indexing = d.pop("indexing")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        search_media_response_200 = cls(
            results=results,
            indexing=indexing,
            contract=contract,
            contract_version=contract_version,
        )

        search_media_response_200.additional_properties = d
        return search_media_response_200

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
