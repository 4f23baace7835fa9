from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_console_session_response_200_session_type_0 import (
        GetConsoleSessionResponse200SessionType0,
    )


T = TypeVar("T", bound="GetConsoleSessionResponse200")


@_attrs_define
class GetConsoleSessionResponse200:
    """
    Attributes:
        signed_in (bool):
        session (GetConsoleSessionResponse200SessionType0 | None):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    signed_in: bool
    session: GetConsoleSessionResponse200SessionType0 | None
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.get_console_session_response_200_session_type_0 import (
            GetConsoleSessionResponse200SessionType0,
        )

        signed_in = self.signed_in

        session: dict[str, Any] | None
        if isinstance(self.session, GetConsoleSessionResponse200SessionType0):
            session = self.session.to_dict()
        else:
            session = self.session

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "signedIn": signed_in,
                "session": session,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_console_session_response_200_session_type_0 import (
            GetConsoleSessionResponse200SessionType0,
        )

        d = dict(src_dict)
        signed_in = d.pop("signedIn")

        def _parse_session(
            data: object,
        ) -> GetConsoleSessionResponse200SessionType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                session_type_0 = GetConsoleSessionResponse200SessionType0.from_dict(
                    data
                )

                return session_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(GetConsoleSessionResponse200SessionType0 | None, data)

        session = _parse_session(d.pop("session"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        get_console_session_response_200 = cls(
            signed_in=signed_in,
            session=session,
            contract=contract,
            contract_version=contract_version,
        )

        get_console_session_response_200.additional_properties = d
        return get_console_session_response_200

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
