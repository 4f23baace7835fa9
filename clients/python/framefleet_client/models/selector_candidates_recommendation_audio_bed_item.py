from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="SelectorCandidatesRecommendationAudioBedItem")


@_attrs_define
class SelectorCandidatesRecommendationAudioBedItem:
    """
    Attributes:
        start_sec (float):
        end_sec (float):
        candidate_id (str):
        reasons (list[str]):
    """

    start_sec: float
    end_sec: float
    candidate_id: str
    reasons: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start_sec = self.start_sec

        end_sec = self.end_sec

        candidate_id = self.candidate_id

        reasons = self.reasons

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "startSec": start_sec,
                "endSec": end_sec,
                "candidateId": candidate_id,
                "reasons": reasons,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start_sec = d.pop("startSec")

        end_sec = d.pop("endSec")

        candidate_id = d.pop("candidateId")

        reasons = cast(list[str], d.pop("reasons"))

        selector_candidates_recommendation_audio_bed_item = cls(
            start_sec=start_sec,
            end_sec=end_sec,
            candidate_id=candidate_id,
            reasons=reasons,
        )

        selector_candidates_recommendation_audio_bed_item.additional_properties = d
        return selector_candidates_recommendation_audio_bed_item

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
