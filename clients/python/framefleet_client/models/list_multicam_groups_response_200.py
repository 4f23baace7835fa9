from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.multicam_group import MulticamGroup


T = TypeVar("T", bound="ListMulticamGroupsResponse200")


@_attrs_define
class ListMulticamGroupsResponse200:
    """
    Attributes:
        data (list[MulticamGroup]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    data: list[MulticamGroup]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = []
        for data_item_data in self.data:
            data_item = data_item_data.to_dict()
            data.append(data_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.multicam_group import MulticamGroup

        d = dict(src_dict)
        data = []
        _data = d.pop("data")
        for data_item_data in _data:
            data_item = MulticamGroup.from_dict(data_item_data)

            data.append(data_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        list_multicam_groups_response_200 = cls(
            data=data,
            contract=contract,
            contract_version=contract_version,
        )

        list_multicam_groups_response_200.additional_properties = d
        return list_multicam_groups_response_200

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
