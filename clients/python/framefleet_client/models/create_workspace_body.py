from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateWorkspaceBody")


@_attrs_define
class CreateWorkspaceBody:
    """
    Attributes:
        source_url (str): https URL of the source video
        name (str | Unset): project name (default: the file name)
    """

    source_url: str
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        source_url = self.source_url

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sourceUrl": source_url,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source_url = d.pop("sourceUrl")

        name = d.pop("name", UNSET)

        create_workspace_body = cls(
            source_url=source_url,
            name=name,
        )

        return create_workspace_body
