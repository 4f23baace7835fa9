from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.consult_reason import ConsultReason


T = TypeVar("T", bound="TemplateProposal")


@_attrs_define
class TemplateProposal:
    """
    Attributes:
        id (str):
        slug (str):
        name (str):
        score (float):
        reasons (list[ConsultReason]):
    """

    id: str
    slug: str
    name: str
    score: float
    reasons: list[ConsultReason]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        slug = self.slug

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
                "slug": slug,
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

        slug = d.pop("slug")

        name = d.pop("name")

        score = d.pop("score")

        reasons = []
        _reasons = d.pop("reasons")
        for reasons_item_data in _reasons:
            reasons_item = ConsultReason.from_dict(reasons_item_data)

            reasons.append(reasons_item)

        template_proposal = cls(
            id=id,
            slug=slug,
            name=name,
            score=score,
            reasons=reasons,
        )

        template_proposal.additional_properties = d
        return template_proposal

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
