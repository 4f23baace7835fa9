from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.search_resources_body_kind_type_0 import SearchResourcesBodyKindType0
from ..models.search_resources_body_kind_type_1 import SearchResourcesBodyKindType1
from ..models.search_resources_body_kind_type_2 import SearchResourcesBodyKindType2
from ..models.search_resources_body_kind_type_3 import SearchResourcesBodyKindType3
from ..models.search_resources_body_provider_type_0 import (
    SearchResourcesBodyProviderType0,
)
from ..models.search_resources_body_provider_type_1 import (
    SearchResourcesBodyProviderType1,
)
from ..models.search_resources_body_provider_type_2 import (
    SearchResourcesBodyProviderType2,
)
from ..models.search_resources_body_provider_type_3 import (
    SearchResourcesBodyProviderType3,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.search_resources_body_duration_sec_type_1 import (
        SearchResourcesBodyDurationSecType1,
    )


T = TypeVar("T", bound="SearchResourcesBody")


@_attrs_define
class SearchResourcesBody:
    """
    Attributes:
        query (str | Unset):
        queries (list[str] | Unset): a batch of at most 10 searches; results[] answers them in order
        kind (SearchResourcesBodyKindType0 | SearchResourcesBodyKindType1 | SearchResourcesBodyKindType2 |
            SearchResourcesBodyKindType3 | Unset):
        provider (SearchResourcesBodyProviderType0 | SearchResourcesBodyProviderType1 | SearchResourcesBodyProviderType2
            | SearchResourcesBodyProviderType3 | Unset):
        duration_sec (float | SearchResourcesBodyDurationSecType1 | Unset): sound length bounds in seconds (sfx only): a
            number is the longest, {min, max} bounds both
        min_width (int | Unset): smallest frame width (video only)
        min_height (int | Unset): smallest frame height (video only)
        limit (int | Unset): candidates per query (default 10)
    """

    query: str | Unset = UNSET
    queries: list[str] | Unset = UNSET
    kind: (
        SearchResourcesBodyKindType0
        | SearchResourcesBodyKindType1
        | SearchResourcesBodyKindType2
        | SearchResourcesBodyKindType3
        | Unset
    ) = UNSET
    provider: (
        SearchResourcesBodyProviderType0
        | SearchResourcesBodyProviderType1
        | SearchResourcesBodyProviderType2
        | SearchResourcesBodyProviderType3
        | Unset
    ) = UNSET
    duration_sec: float | SearchResourcesBodyDurationSecType1 | Unset = UNSET
    min_width: int | Unset = UNSET
    min_height: int | Unset = UNSET
    limit: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.search_resources_body_duration_sec_type_1 import (
            SearchResourcesBodyDurationSecType1,
        )

        query = self.query

        queries: list[str] | Unset = UNSET
        if not isinstance(self.queries, Unset):
            queries = self.queries

        kind: str | Unset
        if isinstance(self.kind, Unset):
            kind = UNSET
        elif (
            isinstance(self.kind, SearchResourcesBodyKindType0)
            or isinstance(self.kind, SearchResourcesBodyKindType1)
            or isinstance(self.kind, SearchResourcesBodyKindType2)
        ):
            kind = self.kind.value
        else:
            kind = self.kind.value

        provider: str | Unset
        if isinstance(self.provider, Unset):
            provider = UNSET
        elif (
            isinstance(self.provider, SearchResourcesBodyProviderType0)
            or isinstance(self.provider, SearchResourcesBodyProviderType1)
            or isinstance(self.provider, SearchResourcesBodyProviderType2)
        ):
            provider = self.provider.value
        else:
            provider = self.provider.value

        duration_sec: dict[str, Any] | float | Unset
        if isinstance(self.duration_sec, Unset):
            duration_sec = UNSET
        elif isinstance(self.duration_sec, SearchResourcesBodyDurationSecType1):
            duration_sec = self.duration_sec.to_dict()
        else:
            duration_sec = self.duration_sec

        min_width = self.min_width

        min_height = self.min_height

        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if query is not UNSET:
            field_dict["query"] = query
        if queries is not UNSET:
            field_dict["queries"] = queries
        if kind is not UNSET:
            field_dict["kind"] = kind
        if provider is not UNSET:
            field_dict["provider"] = provider
        if duration_sec is not UNSET:
            field_dict["durationSec"] = duration_sec
        if min_width is not UNSET:
            field_dict["minWidth"] = min_width
        if min_height is not UNSET:
            field_dict["minHeight"] = min_height
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_resources_body_duration_sec_type_1 import (
            SearchResourcesBodyDurationSecType1,
        )

        d = dict(src_dict)
        query = d.pop("query", UNSET)

        queries = cast(list[str], d.pop("queries", UNSET))

        def _parse_kind(
            data: object,
        ) -> (
            SearchResourcesBodyKindType0
            | SearchResourcesBodyKindType1
            | SearchResourcesBodyKindType2
            | SearchResourcesBodyKindType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_0 = SearchResourcesBodyKindType0(data)

                return kind_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_1 = SearchResourcesBodyKindType1(data)

                return kind_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                kind_type_2 = SearchResourcesBodyKindType2(data)

                return kind_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            kind_type_3 = SearchResourcesBodyKindType3(data)

            return kind_type_3

        kind = _parse_kind(d.pop("kind", UNSET))

        def _parse_provider(
            data: object,
        ) -> (
            SearchResourcesBodyProviderType0
            | SearchResourcesBodyProviderType1
            | SearchResourcesBodyProviderType2
            | SearchResourcesBodyProviderType3
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_0 = SearchResourcesBodyProviderType0(data)

                return provider_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_1 = SearchResourcesBodyProviderType1(data)

                return provider_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                provider_type_2 = SearchResourcesBodyProviderType2(data)

                return provider_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            provider_type_3 = SearchResourcesBodyProviderType3(data)

            return provider_type_3

        provider = _parse_provider(d.pop("provider", UNSET))

        def _parse_duration_sec(
            data: object,
        ) -> float | SearchResourcesBodyDurationSecType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                duration_sec_type_1 = SearchResourcesBodyDurationSecType1.from_dict(
                    data
                )

                return duration_sec_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(float | SearchResourcesBodyDurationSecType1 | Unset, data)

        duration_sec = _parse_duration_sec(d.pop("durationSec", UNSET))

        min_width = d.pop("minWidth", UNSET)

        min_height = d.pop("minHeight", UNSET)

        limit = d.pop("limit", UNSET)

        search_resources_body = cls(
            query=query,
            queries=queries,
            kind=kind,
            provider=provider,
            duration_sec=duration_sec,
            min_width=min_width,
            min_height=min_height,
            limit=limit,
        )

        return search_resources_body
