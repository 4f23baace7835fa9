from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.search_resources_response_200_results_item_candidates_item import (
        SearchResourcesResponse200ResultsItemCandidatesItem,
    )


T = TypeVar("T", bound="SearchResourcesResponse200ResultsItem")


@_attrs_define
class SearchResourcesResponse200ResultsItem:
    """
    Attributes:
        query (str):
        candidates (list[SearchResourcesResponse200ResultsItemCandidatesItem]):
        error (str | Unset): why this query has no candidates: the provider failed it (the other queries still answer)
    """

    query: str
    candidates: list[SearchResourcesResponse200ResultsItemCandidatesItem]
    error: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        query = self.query

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "query": query,
                "candidates": candidates,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_resources_response_200_results_item_candidates_item import (
            SearchResourcesResponse200ResultsItemCandidatesItem,
        )

        d = dict(src_dict)
        query = d.pop("query")

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = (
                SearchResourcesResponse200ResultsItemCandidatesItem.from_dict(
                    candidates_item_data
                )
            )

            candidates.append(candidates_item)

        error = d.pop("error", UNSET)

        search_resources_response_200_results_item = cls(
            query=query,
            candidates=candidates,
            error=error,
        )

        search_resources_response_200_results_item.additional_properties = d
        return search_resources_response_200_results_item

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
