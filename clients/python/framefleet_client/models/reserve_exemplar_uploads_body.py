from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReserveExemplarUploadsBody")


@_attrs_define
class ReserveExemplarUploadsBody:
    """
    Attributes:
        count (int):
    """

    count: int

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        reserve_exemplar_uploads_body = cls(
            count=count,
        )

        return reserve_exemplar_uploads_body
