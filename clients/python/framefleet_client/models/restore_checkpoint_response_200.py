from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.checkpoint import Checkpoint
    from ..models.project_composition import ProjectComposition


T = TypeVar("T", bound="RestoreCheckpointResponse200")


@_attrs_define
class RestoreCheckpointResponse200:
    """
    Attributes:
        composition (ProjectComposition):
        checkpoint (Checkpoint):
        contract (str): API contract that produced the body
        contract_version (str):
    """

    composition: ProjectComposition
    checkpoint: Checkpoint
    contract: str
    contract_version: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        composition = self.composition.to_dict()

        checkpoint = self.checkpoint.to_dict()

        contract = self.contract

        contract_version = self.contract_version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "composition": composition,
                "checkpoint": checkpoint,
                "contract": contract,
                "contractVersion": contract_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.checkpoint import Checkpoint
        from ..models.project_composition import ProjectComposition

        d = dict(src_dict)
        composition = ProjectComposition.from_dict(d.pop("composition"))

        checkpoint = Checkpoint.from_dict(d.pop("checkpoint"))

        contract = d.pop("contract")

        contract_version = d.pop("contractVersion")

        restore_checkpoint_response_200 = cls(
            composition=composition,
            checkpoint=checkpoint,
            contract=contract,
            contract_version=contract_version,
        )

        restore_checkpoint_response_200.additional_properties = d
        return restore_checkpoint_response_200

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
