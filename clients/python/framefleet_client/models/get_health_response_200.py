from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.get_health_response_200_status import GetHealthResponse200Status
from ..types import UNSET, Unset

T = TypeVar("T", bound="GetHealthResponse200")


@_attrs_define
class GetHealthResponse200:
    """
    Attributes:
        status (GetHealthResponse200Status):
        contract (str | Unset):
        contract_version (str | Unset):
    """

    status: GetHealthResponse200Status
    contract: str | Unset = UNSET
    contract_version: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if contract is not UNSET:
            field_dict["contract"] = contract
        if contract_version is not UNSET:
            field_dict["contractVersion"] = contract_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = GetHealthResponse200Status(d.pop("status"))

        contract = d.pop("contract", UNSET)

        contract_version = d.pop("contractVersion", UNSET)

        get_health_response_200 = cls(
            status=status,
            contract=contract,
            contract_version=contract_version,
        )

        get_health_response_200.additional_properties = d
        return get_health_response_200

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
