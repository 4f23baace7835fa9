from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.project_composition import ProjectComposition


T = TypeVar("T", bound="CreateProjectResponse201")


@_attrs_define
class CreateProjectResponse201:
    """
    Attributes:
        id (str):
        project_id (str):
        name (str):
        description (None | str):
        composition_id (str):
        created_at (str):
        updated_at (str):
        composition (ProjectComposition):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    id: str
    project_id: str
    name: str
    description: None | str
    composition_id: str
    created_at: str
    updated_at: str
    composition: ProjectComposition
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        project_id = self.project_id

        name = self.name

        description: None | str
        description = self.description

        composition_id = self.composition_id

        created_at = self.created_at

        updated_at = self.updated_at

        composition = self.composition.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "projectId": project_id,
                "name": name,
                "description": description,
                "compositionId": composition_id,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "composition": composition,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.project_composition import ProjectComposition

        d = dict(src_dict)
        id = d.pop("id")

        project_id = d.pop("projectId")

        name = d.pop("name")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        composition_id = d.pop("compositionId")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        composition = ProjectComposition.from_dict(d.pop("composition"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        create_project_response_201 = cls(
            id=id,
            project_id=project_id,
            name=name,
            description=description,
            composition_id=composition_id,
            created_at=created_at,
            updated_at=updated_at,
            composition=composition,
            contract=contract,
            contract_version=contract_version,
        )

        create_project_response_201.additional_properties = d
        return create_project_response_201

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
