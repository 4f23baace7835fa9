from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.list_skills_response_200_skills_item import (
        ListSkillsResponse200SkillsItem,
    )


T = TypeVar("T", bound="ListSkillsResponse200")


@_attrs_define
class ListSkillsResponse200:
    """
    Attributes:
        skills (list[ListSkillsResponse200SkillsItem]):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    skills: list[ListSkillsResponse200SkillsItem]
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        skills = []
        for skills_item_data in self.skills:
            skills_item = skills_item_data.to_dict()
            skills.append(skills_item)

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "skills": skills,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_skills_response_200_skills_item import (
            ListSkillsResponse200SkillsItem,
        )

        d = dict(src_dict)
        skills = []
        _skills = d.pop("skills")
        for skills_item_data in _skills:
            skills_item = ListSkillsResponse200SkillsItem.from_dict(skills_item_data)

            skills.append(skills_item)

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        list_skills_response_200 = cls(
            skills=skills,
            contract=contract,
            contract_version=contract_version,
        )

        list_skills_response_200.additional_properties = d
        return list_skills_response_200

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
