from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.selector_candidates_moments_item_candidates_item_contributions import (
        SelectorCandidatesMomentsItemCandidatesItemContributions,
    )


T = TypeVar("T", bound="SelectorCandidatesMomentsItemCandidatesItem")


@_attrs_define
class SelectorCandidatesMomentsItemCandidatesItem:
    """
    Attributes:
        candidate_id (str):
        role (None | str):
        score (float):
        contributions (SelectorCandidatesMomentsItemCandidatesItemContributions):
        reasons (list[str]):
    """

    candidate_id: str
    role: None | str
    score: float
    contributions: SelectorCandidatesMomentsItemCandidatesItemContributions
    reasons: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        candidate_id = self.candidate_id

        role: None | str
        role = self.role

        score = self.score

        contributions = self.contributions.to_dict()

        reasons = self.reasons

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "candidateId": candidate_id,
                "role": role,
                "score": score,
                "contributions": contributions,
                "reasons": reasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.selector_candidates_moments_item_candidates_item_contributions import (
            SelectorCandidatesMomentsItemCandidatesItemContributions,
        )

        d = dict(src_dict)
        candidate_id = d.pop("candidateId")

        def _parse_role(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        role = _parse_role(d.pop("role"))

        score = d.pop("score")

        contributions = (
            SelectorCandidatesMomentsItemCandidatesItemContributions.from_dict(
                d.pop("contributions")
            )
        )

        reasons = cast(list[str], d.pop("reasons"))

        selector_candidates_moments_item_candidates_item = cls(
            candidate_id=candidate_id,
            role=role,
            score=score,
            contributions=contributions,
            reasons=reasons,
        )

        selector_candidates_moments_item_candidates_item.additional_properties = d
        return selector_candidates_moments_item_candidates_item

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
