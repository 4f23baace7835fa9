from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SelectorCandidatesRecommendationSuppressedSwitchesItem")


@_attrs_define
class SelectorCandidatesRecommendationSuppressedSwitchesItem:
    """
    Attributes:
        at_sec (float):
        would_have_been_candidate_id (str):
        by_score (float):
        blocked_by (str):
        release_at_sec (float):
    """

    at_sec: float
    would_have_been_candidate_id: str
    by_score: float
    blocked_by: str
    release_at_sec: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at_sec = self.at_sec

        would_have_been_candidate_id = self.would_have_been_candidate_id

        by_score = self.by_score

        blocked_by = self.blocked_by

        release_at_sec = self.release_at_sec

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "atSec": at_sec,
                "wouldHaveBeenCandidateId": would_have_been_candidate_id,
                "byScore": by_score,
                "blockedBy": blocked_by,
                "releaseAtSec": release_at_sec,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at_sec = d.pop("atSec")

        would_have_been_candidate_id = d.pop("wouldHaveBeenCandidateId")

        by_score = d.pop("byScore")

        blocked_by = d.pop("blockedBy")

        release_at_sec = d.pop("releaseAtSec")

        selector_candidates_recommendation_suppressed_switches_item = cls(
            at_sec=at_sec,
            would_have_been_candidate_id=would_have_been_candidate_id,
            by_score=by_score,
            blocked_by=blocked_by,
            release_at_sec=release_at_sec,
        )

        selector_candidates_recommendation_suppressed_switches_item.additional_properties = d
        return selector_candidates_recommendation_suppressed_switches_item

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
