from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreatePreviewBody")


@_attrs_define
class CreatePreviewBody:
    """
    Attributes:
        from_sec (float):
        to_sec (float):
        max_height (int | Unset):
        session_id (str | Unset): render this compose session's scratch composition instead of the active one
    """

    from_sec: float
    to_sec: float
    max_height: int | Unset = UNSET
    session_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_sec = self.from_sec

        to_sec = self.to_sec

        max_height = self.max_height

        session_id = self.session_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fromSec": from_sec,
                "toSec": to_sec,
            }
        )
        if max_height is not UNSET:
            field_dict["maxHeight"] = max_height
        if session_id is not UNSET:
            field_dict["sessionId"] = session_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_sec = d.pop("fromSec")

        to_sec = d.pop("toSec")

        max_height = d.pop("maxHeight", UNSET)

        session_id = d.pop("sessionId", UNSET)

        create_preview_body = cls(
            from_sec=from_sec,
            to_sec=to_sec,
            max_height=max_height,
            session_id=session_id,
        )

        return create_preview_body
