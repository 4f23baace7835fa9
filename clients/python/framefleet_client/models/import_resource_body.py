from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ImportResourceBody")


@_attrs_define
class ImportResourceBody:
    """
    Attributes:
        candidate_id (str):
        name (str | Unset): display name (default: the candidate's title)
    """

    candidate_id: str
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        candidate_id = self.candidate_id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "candidateId": candidate_id,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        candidate_id = d.pop("candidateId")

        name = d.pop("name", UNSET)

        import_resource_body = cls(
            candidate_id=candidate_id,
            name=name,
        )

        return import_resource_body
