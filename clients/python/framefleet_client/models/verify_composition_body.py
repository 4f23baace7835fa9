from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="VerifyCompositionBody")


@_attrs_define
class VerifyCompositionBody:
    """
    Attributes:
        timestamps (list[float] | Unset): evidence seconds, each before the composition's end (default: chosen by the
            service)
        critics (list[str] | Unset): critic ids to run (default: every built-in and every org critic); GET /v1/critics
            lists them
        session_id (str | Unset): verify this compose session's scratch composition instead of the active one (needs
            sessions:read too)
        max_height (int | Unset): largest height of the evidence stills (default 1080); figures are in the composition's
            own pixels
    """

    timestamps: list[float] | Unset = UNSET
    critics: list[str] | Unset = UNSET
    session_id: str | Unset = UNSET
    max_height: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        timestamps: list[float] | Unset = UNSET
        if not isinstance(self.timestamps, Unset):
            timestamps = self.timestamps

        critics: list[str] | Unset = UNSET
        if not isinstance(self.critics, Unset):
            critics = self.critics

        session_id = self.session_id

        max_height = self.max_height

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if timestamps is not UNSET:
            field_dict["timestamps"] = timestamps
        if critics is not UNSET:
            field_dict["critics"] = critics
        if session_id is not UNSET:
            field_dict["sessionId"] = session_id
        if max_height is not UNSET:
            field_dict["maxHeight"] = max_height

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        timestamps = cast(list[float], d.pop("timestamps", UNSET))

        critics = cast(list[str], d.pop("critics", UNSET))

        session_id = d.pop("sessionId", UNSET)

        max_height = d.pop("maxHeight", UNSET)

        verify_composition_body = cls(
            timestamps=timestamps,
            critics=critics,
            session_id=session_id,
            max_height=max_height,
        )

        return verify_composition_body
