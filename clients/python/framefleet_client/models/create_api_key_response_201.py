from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.create_api_key_response_201_permissions import (
        CreateApiKeyResponse201Permissions,
    )


T = TypeVar("T", bound="CreateApiKeyResponse201")


@_attrs_define
class CreateApiKeyResponse201:
    """
    Attributes:
        key (str): the full secret; shown only in this response
        id (str):
        prefix (str):
        start (str):
        name (str):
        permissions (CreateApiKeyResponse201Permissions): resource → actions, e.g. {"projects": ["read", "write"]}
        expires_at (None | str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    key: str
    id: str
    prefix: str
    start: str
    name: str
    permissions: CreateApiKeyResponse201Permissions
    expires_at: None | str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        id = self.id

        prefix = self.prefix

        start = self.start

        name = self.name

        permissions = self.permissions.to_dict()

        expires_at: None | str
        expires_at = self.expires_at

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "key": key,
                "id": id,
                "prefix": prefix,
                "start": start,
                "name": name,
                "permissions": permissions,
                "expiresAt": expires_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_api_key_response_201_permissions import (
            CreateApiKeyResponse201Permissions,
        )

        d = dict(src_dict)
        key = d.pop("key")

        id = d.pop("id")

        prefix = d.pop("prefix")

        start = d.pop("start")

        name = d.pop("name")

        permissions = CreateApiKeyResponse201Permissions.from_dict(d.pop("permissions"))

        def _parse_expires_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        expires_at = _parse_expires_at(d.pop("expiresAt"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        create_api_key_response_201 = cls(
            key=key,
            id=id,
            prefix=prefix,
            start=start,
            name=name,
            permissions=permissions,
            expires_at=expires_at,
            contract=contract,
            contract_version=contract_version,
        )

        create_api_key_response_201.additional_properties = d
        return create_api_key_response_201

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
