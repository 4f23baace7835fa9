from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.revoke_api_key_response_200_permissions import (
        RevokeApiKeyResponse200Permissions,
    )


T = TypeVar("T", bound="RevokeApiKeyResponse200")


@_attrs_define
class RevokeApiKeyResponse200:
    """
    Attributes:
        id (str):
        name (str):
        prefix (str):
        start (str):
        permissions (RevokeApiKeyResponse200Permissions): resource → actions, e.g. {"projects": ["read", "write"]}
        expires_at (None | str):
        revoked_at (None | str):
        last_used_at (None | str):
        created_at (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    name: str
    prefix: str
    start: str
    permissions: RevokeApiKeyResponse200Permissions
    expires_at: None | str
    revoked_at: None | str
    last_used_at: None | str
    created_at: str
    contract: str
    contract_version: str
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

        contract = self.contract

        contract_version = self.contract_version

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
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.revoke_api_key_response_200_permissions import (
            RevokeApiKeyResponse200Permissions,
        )

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        prefix = d.pop("prefix")

        start = d.pop("start")

        permissions = RevokeApiKeyResponse200Permissions.from_dict(d.pop("permissions"))

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

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        revoke_api_key_response_200 = cls(
            id=id,
            name=name,
            prefix=prefix,
            start=start,
            permissions=permissions,
            expires_at=expires_at,
            revoked_at=revoked_at,
            last_used_at=last_used_at,
            created_at=created_at,
            contract=contract,
            contract_version=contract_version,
        )

        revoke_api_key_response_200.additional_properties = d
        return revoke_api_key_response_200

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
