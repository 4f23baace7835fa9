from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreateWorkspaceResponse202")


@_attrs_define
class CreateWorkspaceResponse202:
    """
    Attributes:
        project_id (str):
        media_id (str):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    project_id: str
    media_id: str
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        project_id = self.project_id

        media_id = self.media_id

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "projectId": project_id,
                "mediaId": media_id,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        project_id = d.pop("projectId")

        media_id = d.pop("mediaId")

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        create_workspace_response_202 = cls(
            project_id=project_id,
            media_id=media_id,
            contract=contract,
            contract_version=contract_version,
        )

        create_workspace_response_202.additional_properties = d
        return create_workspace_response_202

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
