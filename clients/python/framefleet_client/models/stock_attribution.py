from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StockAttribution")


@_attrs_define
class StockAttribution:
    """
    Attributes:
        text (str): a credit line fit to show as it is
        author (None | str):
        author_url (None | str):
        page_url (str): the item's page on the provider's site
    """

    text: str
    author: None | str
    author_url: None | str
    page_url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        author: None | str
        author = self.author

        author_url: None | str
        author_url = self.author_url

        page_url = self.page_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "text": text,
                "author": author,
                "authorUrl": author_url,
                "pageUrl": page_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        text = d.pop("text")

        def _parse_author(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        author = _parse_author(d.pop("author"))

        def _parse_author_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        author_url = _parse_author_url(d.pop("authorUrl"))

        page_url = d.pop("pageUrl")

        stock_attribution = cls(
            text=text,
            author=author,
            author_url=author_url,
            page_url=page_url,
        )

        stock_attribution.additional_properties = d
        return stock_attribution

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
