from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReserveExemplarUploadsBody")


@_attrs_define
class ReserveExemplarUploadsBody:
    """
    Attributes:
        count (int):
        size_bytes (list[int]): the exact byte size of each picture, one per slot (as many as count): each upload URL
            accepts exactly its size, and the sizes count toward the plan's storage
        contact_sheet_size_bytes (int): the exact byte size of the contact sheet; counts toward the plan's storage like
            the pictures
    """

    count: int
    size_bytes: list[int]
    contact_sheet_size_bytes: int

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        size_bytes = self.size_bytes

        contact_sheet_size_bytes = self.contact_sheet_size_bytes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "sizeBytes": size_bytes,
                "contactSheetSizeBytes": contact_sheet_size_bytes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        count = d.pop("count")

        size_bytes = cast(list[int], d.pop("sizeBytes"))

        contact_sheet_size_bytes = d.pop("contactSheetSizeBytes")

        reserve_exemplar_uploads_body = cls(
            count=count,
            size_bytes=size_bytes,
            contact_sheet_size_bytes=contact_sheet_size_bytes,
        )

        return reserve_exemplar_uploads_body
