from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.apply_template_response_200_composition import (
        ApplyTemplateResponse200Composition,
    )


T = TypeVar("T", bound="ApplyTemplateResponse200")


@_attrs_define
class ApplyTemplateResponse200:
    """
    Attributes:
        template_id (str):
        template_version (int):
        id (str):
        composition_id (str):
        project_id (str):
        etag (str): send as If-Match when replacing
        version (int):
        content_hash (str):
        composition (ApplyTemplateResponse200Composition): a composition document (output format, tracks of clips, brand
            kit); checked in full, every bad field reported with 422 composition_invalid
        updated_at (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    template_id: str
    template_version: int
    id: str
    composition_id: str
    project_id: str
    etag: str
    version: int
    content_hash: str
    composition: ApplyTemplateResponse200Composition
    updated_at: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        template_id = self.template_id

        template_version = self.template_version

        id = self.id

        composition_id = self.composition_id

        project_id = self.project_id

        etag = self.etag

        version = self.version

        content_hash = self.content_hash

        composition = self.composition.to_dict()

        updated_at = self.updated_at

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "templateId": template_id,
                "templateVersion": template_version,
                "id": id,
                "compositionId": composition_id,
                "projectId": project_id,
                "etag": etag,
                "version": version,
                "contentHash": content_hash,
                "composition": composition,
                "updatedAt": updated_at,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.apply_template_response_200_composition import (
            ApplyTemplateResponse200Composition,
        )

        d = dict(src_dict)
        template_id = d.pop("templateId")

        template_version = d.pop("templateVersion")

        id = d.pop("id")

        composition_id = d.pop("compositionId")

        project_id = d.pop("projectId")

        etag = d.pop("etag")

        version = d.pop("version")

        content_hash = d.pop("contentHash")

        composition = ApplyTemplateResponse200Composition.from_dict(
            d.pop("composition")
        )

        updated_at = d.pop("updatedAt")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        apply_template_response_200 = cls(
            template_id=template_id,
            template_version=template_version,
            id=id,
            composition_id=composition_id,
            project_id=project_id,
            etag=etag,
            version=version,
            content_hash=content_hash,
            composition=composition,
            updated_at=updated_at,
            contract=contract,
            contract_version=contract_version,
        )

        apply_template_response_200.additional_properties = d
        return apply_template_response_200

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
