from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ListCriticsResponse200Pagination")


@_attrs_define
class ListCriticsResponse200Pagination:
    """
    Attributes:
        has_more (bool):
        next_cursor (None | str): opaque; pass as `cursor` for the next page
        prev_cursor (None): always null: cursors are forward-only
    """

    has_more: bool
    next_cursor: None | str
    prev_cursor: None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        has_more = self.has_more

        next_cursor: None | str
        next_cursor = self.next_cursor

        prev_cursor = self.prev_cursor

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hasMore": has_more,
                "nextCursor": next_cursor,
                "prevCursor": prev_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        has_more = d.pop("hasMore")

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("nextCursor"))

        prev_cursor = d.pop("prevCursor")

        list_critics_response_200_pagination = cls(
            has_more=has_more,
            next_cursor=next_cursor,
            prev_cursor=prev_cursor,
        )

        list_critics_response_200_pagination.additional_properties = d
        return list_critics_response_200_pagination

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
