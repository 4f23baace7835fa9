from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_api_key_body_permissions import CreateApiKeyBodyPermissions


T = TypeVar("T", bound="CreateApiKeyBody")


@_attrs_define
class CreateApiKeyBody:
    """
    Attributes:
        name (str):
        permissions (CreateApiKeyBodyPermissions): resource → actions, e.g. {"projects": ["read", "write"]}; at least
            one
        expires_in (int | Unset): seconds until the key expires; omit for no expiry
    """

    name: str
    permissions: CreateApiKeyBodyPermissions
    expires_in: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        permissions = self.permissions.to_dict()

        expires_in = self.expires_in

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "permissions": permissions,
            }
        )
        if expires_in is not UNSET:
            field_dict["expiresIn"] = expires_in

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_api_key_body_permissions import CreateApiKeyBodyPermissions

        d = dict(src_dict)
        name = d.pop("name")

        permissions = CreateApiKeyBodyPermissions.from_dict(d.pop("permissions"))

        expires_in = d.pop("expiresIn", UNSET)

        create_api_key_body = cls(
            name=name,
            permissions=permissions,
            expires_in=expires_in,
        )

        return create_api_key_body
