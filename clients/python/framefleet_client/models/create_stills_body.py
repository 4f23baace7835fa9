from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateStillsBody")


@_attrs_define
class CreateStillsBody:
    """
    Attributes:
        timestamps (list[float]): seconds on the composition timeline, each before its end
        session_id (str | Unset): capture this compose session's scratch composition instead of the active one (needs
            sessions:read too)
        max_height (int | Unset): largest image height, aspect kept (default: the composition's size)
    """

    timestamps: list[float]
    session_id: str | Unset = UNSET
    max_height: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        timestamps = self.timestamps

        session_id = self.session_id

        max_height = self.max_height

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "timestamps": timestamps,
            }
        )
        if session_id is not UNSET:
            field_dict["sessionId"] = session_id
        if max_height is not UNSET:
            field_dict["maxHeight"] = max_height

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        timestamps = cast(list[float], d.pop("timestamps"))

        session_id = d.pop("sessionId", UNSET)

        max_height = d.pop("maxHeight", UNSET)

        create_stills_body = cls(
            timestamps=timestamps,
            session_id=session_id,
            max_height=max_height,
        )

        return create_stills_body
