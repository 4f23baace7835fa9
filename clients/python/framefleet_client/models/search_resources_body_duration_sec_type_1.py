from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SearchResourcesBodyDurationSecType1")


@_attrs_define
class SearchResourcesBodyDurationSecType1:
    """
    Attributes:
        min_ (float | Unset):
        max_ (float | Unset):
    """

    min_: float | Unset = UNSET
    max_: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        min_ = self.min_

        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if min_ is not UNSET:
            field_dict["min"] = min_
        if max_ is not UNSET:
            field_dict["max"] = max_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        min_ = d.pop("min", UNSET)

        max_ = d.pop("max", UNSET)

        search_resources_body_duration_sec_type_1 = cls(
            min_=min_,
            max_=max_,
        )

        return search_resources_body_duration_sec_type_1
