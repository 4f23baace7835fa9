from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DeleteTemplateResponse200")


@_attrs_define
class DeleteTemplateResponse200:
    """
    Attributes:
        slug (str):
        deleted_versions (list[int]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    slug: str
    deleted_versions: list[int]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        slug = self.slug

        deleted_versions = self.deleted_versions

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "slug": slug,
                "deletedVersions": deleted_versions,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        slug = d.pop("slug")

        deleted_versions = cast(list[int], d.pop("deletedVersions"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        delete_template_response_200 = cls(
            slug=slug,
            deleted_versions=deleted_versions,
            contract=contract,
            contract_version=contract_version,
        )

        delete_template_response_200.additional_properties = d
        return delete_template_response_200

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
