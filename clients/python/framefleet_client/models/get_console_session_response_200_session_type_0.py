from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="GetConsoleSessionResponse200SessionType0")


@_attrs_define
class GetConsoleSessionResponse200SessionType0:
    """
    Attributes:
        org_id (str):
        key_id (str): the API key the session was opened with
        csrf_token (str): send it in the x-csrf-token header with every write made with the session cookie
        expires_at (str):
    """

    org_id: str
    key_id: str
    csrf_token: str
    expires_at: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        org_id = self.org_id

        key_id = self.key_id

        csrf_token = self.csrf_token

        expires_at = self.expires_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "orgId": org_id,
                "keyId": key_id,
                "csrfToken": csrf_token,
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        org_id = d.pop("orgId")

        key_id = d.pop("keyId")

        csrf_token = d.pop("csrfToken")

        expires_at = d.pop("expiresAt")

        get_console_session_response_200_session_type_0 = cls(
            org_id=org_id,
            key_id=key_id,
            csrf_token=csrf_token,
            expires_at=expires_at,
        )

        get_console_session_response_200_session_type_0.additional_properties = d
        return get_console_session_response_200_session_type_0

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
