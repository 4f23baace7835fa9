from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.search_resources_response_200_kind_type_0 import (
    SearchResourcesResponse200KindType0,
)
from ..models.search_resources_response_200_kind_type_1 import (
    SearchResourcesResponse200KindType1,
)
from ..models.search_resources_response_200_kind_type_2 import (
    SearchResourcesResponse200KindType2,
)
from ..models.search_resources_response_200_kind_type_3 import (
    SearchResourcesResponse200KindType3,
)
from ..models.search_resources_response_200_provider_type_0 import (
    SearchResourcesResponse200ProviderType0,
)
from ..models.search_resources_response_200_provider_type_1 import (
    SearchResourcesResponse200ProviderType1,
)
from ..models.search_resources_response_200_provider_type_2 import (
    SearchResourcesResponse200ProviderType2,
)
from ..models.search_resources_response_200_provider_type_3 import (
    SearchResourcesResponse200ProviderType3,
)

if TYPE_CHECKING:
    from ..models.search_resources_response_200_results_item import (
        SearchResourcesResponse200ResultsItem,
    )


T = TypeVar("T", bound="SearchResourcesResponse200")


@_attrs_define
class SearchResourcesResponse200:
    """
    Attributes:
        kind (SearchResourcesResponse200KindType0 | SearchResourcesResponse200KindType1 |
            SearchResourcesResponse200KindType2 | SearchResourcesResponse200KindType3):
        provider (SearchResourcesResponse200ProviderType0 | SearchResourcesResponse200ProviderType1 |
            SearchResourcesResponse200ProviderType2 | SearchResourcesResponse200ProviderType3):
        results (list[SearchResourcesResponse200ResultsItem]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    kind: (
        SearchResourcesResponse200KindType0
        | SearchResourcesResponse200KindType1
        | SearchResourcesResponse200KindType2
        | SearchResourcesResponse200KindType3
    )
    provider: (
        SearchResourcesResponse200ProviderType0
        | SearchResourcesResponse200ProviderType1
        | SearchResourcesResponse200ProviderType2
        | SearchResourcesResponse200ProviderType3
    )
    results: list[SearchResourcesResponse200ResultsItem]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind: str
        if (
            isinstance(self.kind, SearchResourcesResponse200KindType0)
            or isinstance(self.kind, SearchResourcesResponse200KindType1)
            or isinstance(self.kind, SearchResourcesResponse200KindType2)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        provider: str
        if (
            isinstance(self.provider, SearchResourcesResponse200ProviderType0)
            or isinstance(self.provider, SearchResourcesResponse200ProviderType1)
            or isinstance(self.provider, SearchResourcesResponse200ProviderType2)
        ):
            provider = self.provider.value
        else:
            provider = self.provider.value

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "provider": provider,
                "results": results,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_resources_response_200_results_item import (
            SearchResourcesResponse200ResultsItem,
        )

        d = dict(src_dict)

        def _parse_kind(
            data: object,
        ) -> (
            SearchResourcesResponse200KindType0
            | SearchResourcesResponse200KindType1
            | SearchResourcesResponse200KindType2
            | SearchResourcesResponse200KindType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = SearchResourcesResponse200KindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = SearchResourcesResponse200KindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = SearchResourcesResponse200KindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_3 = SearchResourcesResponse200KindType3(data)

            return kind_type_3

        kind = _parse_kind(d.pop("kind"))

        def _parse_provider(
            data: object,
        ) -> (
            SearchResourcesResponse200ProviderType0
            | SearchResourcesResponse200ProviderType1
            | SearchResourcesResponse200ProviderType2
            | SearchResourcesResponse200ProviderType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_0 = SearchResourcesResponse200ProviderType0(data)

                return provider_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_1 = SearchResourcesResponse200ProviderType1(data)

                return provider_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_2 = SearchResourcesResponse200ProviderType2(data)

                return provider_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            provider_type_3 = SearchResourcesResponse200ProviderType3(data)

            return provider_type_3

        provider = _parse_provider(d.pop("provider"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = SearchResourcesResponse200ResultsItem.from_dict(
                results_item_data
            )

            results.append(results_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        search_resources_response_200 = cls(
            kind=kind,
            provider=provider,
            results=results,
            contract=contract,
            contract_version=contract_version,
        )

        search_resources_response_200.additional_properties = d
        return search_resources_response_200

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
