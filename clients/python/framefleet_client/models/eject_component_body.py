from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EjectComponentBody")


@_attrs_define
class EjectComponentBody:
    """optional: the copy's id (default <builtin>-custom, numbered when taken)

    Attributes:
        id (str | Unset): kebab-case, unique in the org, never a built-in id
    """

    id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if id is not UNSET:
            field_dict["id"] = id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id", UNSET)

        eject_component_body = cls(
            id=id,
        )

        return eject_component_body
