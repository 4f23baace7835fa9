from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.apply_selector_response_200_composition import (
        ApplySelectorResponse200Composition,
    )


T = TypeVar("T", bound="ApplySelectorResponse200")


@_attrs_define
class ApplySelectorResponse200:
    """
    Attributes:
        composition_id (str):
        etag (str):
        composition (ApplySelectorResponse200Composition):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    composition_id: str
    etag: str
    composition: ApplySelectorResponse200Composition
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        composition_id = self.composition_id

        etag = self.etag

        composition = self.composition.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "compositionId": composition_id,
                "etag": etag,
                "composition": composition,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.apply_selector_response_200_composition import (
            ApplySelectorResponse200Composition,
        )

        d = dict(src_dict)
        composition_id = d.pop("compositionId")

        etag = d.pop("etag")

        composition = ApplySelectorResponse200Composition.from_dict(
            d.pop("composition")
        )

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        apply_selector_response_200 = cls(
            composition_id=composition_id,
            etag=etag,
            composition=composition,
            contract=contract,
            contract_version=contract_version,
        )

        apply_selector_response_200.additional_properties = d
        return apply_selector_response_200

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
