from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PresignExemplarFramesBody")


@_attrs_define
class PresignExemplarFramesBody:
    """optional: without a body, the first frames of the kit

    Attributes:
        motif_id (str | Unset): only the frames this motif names as its evidence
        limit (int | Unset):  Default: 6.
    """

    motif_id: str | Unset = UNSET
    limit: int | Unset = 6

    def to_dict(self) -> dict[str, Any]:
        motif_id = self.motif_id

        limit = self.limit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if motif_id is not UNSET:
            field_dict["motifId"] = motif_id
        if limit is not UNSET:
            field_dict["limit"] = limit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        motif_id = d.pop("motifId", UNSET)

        limit = d.pop("limit", UNSET)

        presign_exemplar_frames_body = cls(
            motif_id=motif_id,
            limit=limit,
        )

        return presign_exemplar_frames_body
