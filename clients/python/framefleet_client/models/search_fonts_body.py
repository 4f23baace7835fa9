from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.search_fonts_body_category_type_0 import SearchFontsBodyCategoryType0
from ..models.search_fonts_body_category_type_1 import SearchFontsBodyCategoryType1
from ..models.search_fonts_body_category_type_2 import SearchFontsBodyCategoryType2
from ..models.search_fonts_body_category_type_3 import SearchFontsBodyCategoryType3
from ..models.search_fonts_body_category_type_4 import SearchFontsBodyCategoryType4
from ..types import UNSET, Unset

T = TypeVar("T", bound="SearchFontsBody")


@_attrs_define
class SearchFontsBody:
    """
    Attributes:
        query (str): keywords
        category (SearchFontsBodyCategoryType0 | SearchFontsBodyCategoryType1 | SearchFontsBodyCategoryType2 |
            SearchFontsBodyCategoryType3 | SearchFontsBodyCategoryType4 | Unset):
        limit (int | Unset): most results (default 20)
    """

    query: str
    category: (
        SearchFontsBodyCategoryType0
        | SearchFontsBodyCategoryType1
        | SearchFontsBodyCategoryType2
        | SearchFontsBodyCategoryType3
        | SearchFontsBodyCategoryType4
        | Unset
    ) = UNSET
    limit: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        query = self.query

        category: str | Unset
        if isinstance(self.category, Unset):
            category = UNSET
        elif (
            isinstance(self.category, SearchFontsBodyCategoryType0)
            or isinstance(self.category, SearchFontsBodyCategoryType1)
            or isinstance(self.category, SearchFontsBodyCategoryType2)
            or isinstance(self.category, SearchFontsBodyCategoryType3)
        ):
            category = self.category.value
        else:
            category = self.category.value

        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "query": query,
            }
        )
        if category is not UNSET:
            field_dict["category"] = category
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        query = d.pop("query")

        def _parse_category(
            data: object,
        ) -> (
            SearchFontsBodyCategoryType0
            | SearchFontsBodyCategoryType1
            | SearchFontsBodyCategoryType2
            | SearchFontsBodyCategoryType3
            | SearchFontsBodyCategoryType4
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                category_type_0 = SearchFontsBodyCategoryType0(data)

                return category_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                category_type_1 = SearchFontsBodyCategoryType1(data)

                return category_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                category_type_2 = SearchFontsBodyCategoryType2(data)

                return category_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                category_type_3 = SearchFontsBodyCategoryType3(data)

                return category_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, str):
                raise TypeError()
            category_type_4 = SearchFontsBodyCategoryType4(data)

            return category_type_4

        category = _parse_category(d.pop("category", UNSET))

        limit = d.pop("limit", UNSET)

        search_fonts_body = cls(
            query=query,
            category=category,
            limit=limit,
        )

        return search_fonts_body
