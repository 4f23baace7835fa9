from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.json_patch_operation import JsonPatchOperation


T = TypeVar("T", bound="DiffCheckpointsResponse200")


@_attrs_define
class DiffCheckpointsResponse200:
    """
    Attributes:
        from_ (str):
        to (str):
        patch (list[JsonPatchOperation]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    from_: str
    to: str
    patch: list[JsonPatchOperation]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        patch = []
        for patch_item_data in self.patch:
            patch_item = patch_item_data.to_dict()
            patch.append(patch_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "to": to,
                "patch": patch,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.json_patch_operation import JsonPatchOperation

        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        patch = []
        _patch = d.pop("patch")
        for patch_item_data in _patch:
            patch_item = JsonPatchOperation.from_dict(patch_item_data)

            patch.append(patch_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        diff_checkpoints_response_200 = cls(
            from_=from_,
            to=to,
            patch=patch,
            contract=contract,
            contract_version=contract_version,
        )

        diff_checkpoints_response_200.additional_properties = d
        return diff_checkpoints_response_200

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
