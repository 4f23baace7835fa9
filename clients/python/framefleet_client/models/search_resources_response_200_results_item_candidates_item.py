from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.search_resources_response_200_results_item_candidates_item_kind_type_0 import (
    SearchResourcesResponse200ResultsItemCandidatesItemKindType0,
)
from ..models.search_resources_response_200_results_item_candidates_item_kind_type_1 import (
    SearchResourcesResponse200ResultsItemCandidatesItemKindType1,
)
from ..models.search_resources_response_200_results_item_candidates_item_kind_type_2 import (
    SearchResourcesResponse200ResultsItemCandidatesItemKindType2,
)
from ..models.search_resources_response_200_results_item_candidates_item_kind_type_3 import (
    SearchResourcesResponse200ResultsItemCandidatesItemKindType3,
)
from ..models.search_resources_response_200_results_item_candidates_item_provider_type_0 import (
    SearchResourcesResponse200ResultsItemCandidatesItemProviderType0,
)
from ..models.search_resources_response_200_results_item_candidates_item_provider_type_1 import (
    SearchResourcesResponse200ResultsItemCandidatesItemProviderType1,
)
from ..models.search_resources_response_200_results_item_candidates_item_provider_type_2 import (
    SearchResourcesResponse200ResultsItemCandidatesItemProviderType2,
)
from ..models.search_resources_response_200_results_item_candidates_item_provider_type_3 import (
    SearchResourcesResponse200ResultsItemCandidatesItemProviderType3,
)

if TYPE_CHECKING:
    from ..models.stock_attribution import StockAttribution
    from ..models.stock_license import StockLicense


T = TypeVar("T", bound="SearchResourcesResponse200ResultsItemCandidatesItem")


@_attrs_define
class SearchResourcesResponse200ResultsItemCandidatesItem:
    """
    Attributes:
        candidate_id (str): opaque; import it with POST /v1/resources/import within 7 days
        provider (SearchResourcesResponse200ResultsItemCandidatesItemProviderType0 |
            SearchResourcesResponse200ResultsItemCandidatesItemProviderType1 |
            SearchResourcesResponse200ResultsItemCandidatesItemProviderType2 |
            SearchResourcesResponse200ResultsItemCandidatesItemProviderType3):
        kind (SearchResourcesResponse200ResultsItemCandidatesItemKindType0 |
            SearchResourcesResponse200ResultsItemCandidatesItemKindType1 |
            SearchResourcesResponse200ResultsItemCandidatesItemKindType2 |
            SearchResourcesResponse200ResultsItemCandidatesItemKindType3):
        provider_id (str):
        title (str):
        preview_url (None | str):
        width (int | None):
        height (int | None):
        duration_sec (float | None):
        license_ (StockLicense):
        attribution (StockAttribution):
        expires_at (str): after this the candidate cannot be imported; search again
    """

    candidate_id: str
    provider: (
        SearchResourcesResponse200ResultsItemCandidatesItemProviderType0
        | SearchResourcesResponse200ResultsItemCandidatesItemProviderType1
        | SearchResourcesResponse200ResultsItemCandidatesItemProviderType2
        | SearchResourcesResponse200ResultsItemCandidatesItemProviderType3
    )
    kind: (
        SearchResourcesResponse200ResultsItemCandidatesItemKindType0
        | SearchResourcesResponse200ResultsItemCandidatesItemKindType1
        | SearchResourcesResponse200ResultsItemCandidatesItemKindType2
        | SearchResourcesResponse200ResultsItemCandidatesItemKindType3
    )
    provider_id: str
    title: str
    preview_url: None | str
    width: int | None
    height: int | None
    duration_sec: float | None
    license_: StockLicense
    attribution: StockAttribution
    expires_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        candidate_id = self.candidate_id

        provider: str
        if (
            isinstance(
                self.provider,
                SearchResourcesResponse200ResultsItemCandidatesItemProviderType0,
            )
            or isinstance(
                self.provider,
                SearchResourcesResponse200ResultsItemCandidatesItemProviderType1,
            )
            or isinstance(
                self.provider,
                SearchResourcesResponse200ResultsItemCandidatesItemProviderType2,
            )
        ):
            provider = self.provider.value
        else:
            provider = self.provider.value

        kind: str
        if (
            isinstance(
                self.kind, SearchResourcesResponse200ResultsItemCandidatesItemKindType0
            )
            or isinstance(
                self.kind, SearchResourcesResponse200ResultsItemCandidatesItemKindType1
            )
            or isinstance(
                self.kind, SearchResourcesResponse200ResultsItemCandidatesItemKindType2
            )
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        provider_id = self.provider_id

        title = self.title

        preview_url: None | str
        preview_url = self.preview_url

        width: int | None
        width = self.width

        height: int | None
        height = self.height

        duration_sec: float | None
        duration_sec = self.duration_sec

        license_ = self.license_.to_dict()

        attribution = self.attribution.to_dict()

        expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "candidateId": candidate_id,
                "provider": provider,
                "kind": kind,
                "providerId": provider_id,
                "title": title,
                "previewUrl": preview_url,
                "width": width,
                "height": height,
                "durationSec": duration_sec,
                "license": license_,
                "attribution": attribution,
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stock_attribution import StockAttribution
        from ..models.stock_license import StockLicense

        d = dict(src_dict)
        candidate_id = d.pop("candidateId")

        def _parse_provider(
            data: object,
        ) -> (
            SearchResourcesResponse200ResultsItemCandidatesItemProviderType0
            | SearchResourcesResponse200ResultsItemCandidatesItemProviderType1
            | SearchResourcesResponse200ResultsItemCandidatesItemProviderType2
            | SearchResourcesResponse200ResultsItemCandidatesItemProviderType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_0 = (
                    SearchResourcesResponse200ResultsItemCandidatesItemProviderType0(
                        data
                    )
                )

                return provider_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_1 = (
                    SearchResourcesResponse200ResultsItemCandidatesItemProviderType1(
                        data
                    )
                )

                return provider_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_2 = (
                    SearchResourcesResponse200ResultsItemCandidatesItemProviderType2(
                        data
                    )
                )

                return provider_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            provider_type_3 = (
                SearchResourcesResponse200ResultsItemCandidatesItemProviderType3(data)
            )

            return provider_type_3

        provider = _parse_provider(d.pop("provider"))

        def _parse_kind(
            data: object,
        ) -> (
            SearchResourcesResponse200ResultsItemCandidatesItemKindType0
            | SearchResourcesResponse200ResultsItemCandidatesItemKindType1
            | SearchResourcesResponse200ResultsItemCandidatesItemKindType2
            | SearchResourcesResponse200ResultsItemCandidatesItemKindType3
        ):
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = (
                    SearchResourcesResponse200ResultsItemCandidatesItemKindType0(data)
                )

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = (
                    SearchResourcesResponse200ResultsItemCandidatesItemKindType1(data)
                )

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = (
                    SearchResourcesResponse200ResultsItemCandidatesItemKindType2(data)
                )

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_3 = SearchResourcesResponse200ResultsItemCandidatesItemKindType3(
                data
            )

            return kind_type_3

        kind = _parse_kind(d.pop("kind"))

        provider_id = d.pop("providerId")

        title = d.pop("title")

        def _parse_preview_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        preview_url = _parse_preview_url(d.pop("previewUrl"))

        def _parse_width(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        width = _parse_width(d.pop("width"))

        def _parse_height(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        height = _parse_height(d.pop("height"))

        def _parse_duration_sec(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_sec = _parse_duration_sec(d.pop("durationSec"))

        license_ = StockLicense.from_dict(d.pop("license"))

        attribution = StockAttribution.from_dict(d.pop("attribution"))

        expires_at = d.pop("expiresAt")

        search_resources_response_200_results_item_candidates_item = cls(
            candidate_id=candidate_id,
            provider=provider,
            kind=kind,
            provider_id=provider_id,
            title=title,
            preview_url=preview_url,
            width=width,
            height=height,
            duration_sec=duration_sec,
            license_=license_,
            attribution=attribution,
            expires_at=expires_at,
        )

        search_resources_response_200_results_item_candidates_item.additional_properties = d
        return search_resources_response_200_results_item_candidates_item

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
