from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_fonts_response_200_families_item import (
        ListFontsResponse200FamiliesItem,
    )


T = TypeVar("T", bound="ListFontsResponse200")


@_attrs_define
class ListFontsResponse200:
    """
    Attributes:
        manifest_version (str): moves only when the admitted set moves
        families (list[ListFontsResponse200FamiliesItem]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    manifest_version: str
    families: list[ListFontsResponse200FamiliesItem]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        manifest_version = self.manifest_version

        families = []
        for families_item_data in self.families:
            families_item = families_item_data.to_dict()
            families.append(families_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "manifestVersion": manifest_version,
                "families": families,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_fonts_response_200_families_item import (
            ListFontsResponse200FamiliesItem,
        )

        d = dict(src_dict)
        manifest_version = d.pop("manifestVersion")

        families = []
        _families = d.pop("families")
        for families_item_data in _families:
            families_item = ListFontsResponse200FamiliesItem.from_dict(
                families_item_data
            )

            families.append(families_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        list_fonts_response_200 = cls(
            manifest_version=manifest_version,
            families=families,
            contract=contract,
            contract_version=contract_version,
        )

        list_fonts_response_200.additional_properties = d
        return list_fonts_response_200

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
