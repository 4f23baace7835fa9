from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.api_key_permissions import ApiKeyPermissions


T = TypeVar("T", bound="ApiKey")


@_attrs_define
class ApiKey:
    """
    Attributes:
        id (str):
        name (str):
        prefix (str):
        start (str):
        permissions (ApiKeyPermissions): resource → actions, e.g. {"projects": ["read", "write"]}
        expires_at (None | str):
        revoked_at (None | str):
        last_used_at (None | str):
        created_at (str):
    """

    id: str
    name: str
    prefix: str
    start: str
    permissions: ApiKeyPermissions
    expires_at: None | str
    revoked_at: None | str
    last_used_at: None | str
    created_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        prefix = self.prefix

        start = self.start

        permissions = self.permissions.to_dict()

        expires_at: None | str
        expires_at = self.expires_at

        revoked_at: None | str
        revoked_at = self.revoked_at

        last_used_at: None | str
        last_used_at = self.last_used_at

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "prefix": prefix,
                "start": start,
                "permissions": permissions,
                "expiresAt": expires_at,
                "revokedAt": revoked_at,
                "lastUsedAt": last_used_at,
                "createdAt": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.api_key_permissions import ApiKeyPermissions

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        prefix = d.pop("prefix")

        start = d.pop("start")

        permissions = ApiKeyPermissions.from_dict(d.pop("permissions"))

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expiresAt"))

        def _parse_revoked_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        revoked_at = _parse_revoked_at(d.pop("revokedAt"))

        def _parse_last_used_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_used_at = _parse_last_used_at(d.pop("lastUsedAt"))

        created_at = d.pop("createdAt")

        api_key = cls(
            id=id,
            name=name,
            prefix=prefix,
            start=start,
            permissions=permissions,
            expires_at=expires_at,
            revoked_at=revoked_at,
            last_used_at=last_used_at,
            created_at=created_at,
        )

        api_key.additional_properties = d
        return api_key

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
