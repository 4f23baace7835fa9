from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SearchFontsResponse200ResultsItem")


@_attrs_define
class SearchFontsResponse200ResultsItem:
    """
    Attributes:
        name (str):
        category (str): serif, sans-serif, display, handwriting, monospace
        variants (list[str]): the catalog's variant names: regular, italic, 700, 700italic, ...
        stylesheet_url (str): a CSS2 stylesheet URL loading every variant
        renderable (bool): whether renders can draw the family today (it is in GET /v1/fonts); naming one that is not
            fails with font_not_reproducible
    """

    name: str
    category: str
    variants: list[str]
    stylesheet_url: str
    renderable: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        category = self.category

        variants = self.variants

        stylesheet_url = self.stylesheet_url

        renderable = self.renderable

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "category": category,
                "variants": variants,
                "stylesheetUrl": stylesheet_url,
                "renderable": renderable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        category = d.pop("category")

        variants = cast(list[str], d.pop("variants"))

        stylesheet_url = d.pop("stylesheetUrl")

        renderable = d.pop("renderable")

        search_fonts_response_200_results_item = cls(
            name=name,
            category=category,
            variants=variants,
            stylesheet_url=stylesheet_url,
            renderable=renderable,
        )

        search_fonts_response_200_results_item.additional_properties = d
        return search_fonts_response_200_results_item

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
