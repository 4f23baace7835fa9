from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.consult_reason import ConsultReason


T = TypeVar("T", bound="ComponentProposal")


@_attrs_define
class ComponentProposal:
    """
    Attributes:
        id (str): component id (sound: the bedId of a music bed of the sound pack)
        version (None | str):
        name (str):
        score (float):
        reasons (list[ConsultReason]):
    """

    id: str
    version: None | str
    name: str
    score: float
    reasons: list[ConsultReason]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version: None | str
        version = self.version

        name = self.name

        score = self.score

        reasons = []
        for reasons_item_data in self.reasons:
            reasons_item = reasons_item_data.to_dict()
            reasons.append(reasons_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "version": version,
                "name": name,
                "score": score,
                "reasons": reasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.consult_reason import ConsultReason

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_version(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        version = _parse_version(d.pop("version"))

        name = d.pop("name")

        score = d.pop("score")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = ConsultReason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        component_proposal = cls(
            id=id,
            version=version,
            name=name,
            score=score,
            reasons=reasons,
        )

        component_proposal.additional_properties = d
        return component_proposal

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
