from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.selector_candidates_moments_item import SelectorCandidatesMomentsItem
    from ..models.selector_candidates_recommendation import (
        SelectorCandidatesRecommendation,
    )
    from ..models.selector_candidates_signal_versions import (
        SelectorCandidatesSignalVersions,
    )


T = TypeVar("T", bound="SelectorCandidates")


@_attrs_define
class SelectorCandidates:
    """
    Attributes:
        project_id (str):
        group_id (str):
        selector_version (str):
        signal_versions (SelectorCandidatesSignalVersions):
        moments (list[SelectorCandidatesMomentsItem]):
        recommendation (SelectorCandidatesRecommendation):
        diverges_from_composition (bool):
    """

    project_id: str
    group_id: str
    selector_version: str
    signal_versions: SelectorCandidatesSignalVersions
    moments: list[SelectorCandidatesMomentsItem]
    recommendation: SelectorCandidatesRecommendation
    diverges_from_composition: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        project_id = self.project_id

        group_id = self.group_id

        selector_version = self.selector_version

        signal_versions = self.signal_versions.to_dict()

        moments = []
        for moments_item_data in self.moments:
            moments_item = moments_item_data.to_dict()
            moments.append(moments_item)

        recommendation = self.recommendation.to_dict()

        diverges_from_composition = self.diverges_from_composition

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "projectId": project_id,
                "groupId": group_id,
                "selectorVersion": selector_version,
                "signalVersions": signal_versions,
                "moments": moments,
                "recommendation": recommendation,
                "divergesFromComposition": diverges_from_composition,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.selector_candidates_moments_item import (
            SelectorCandidatesMomentsItem,
        )
        from ..models.selector_candidates_recommendation import (
            SelectorCandidatesRecommendation,
        )
        from ..models.selector_candidates_signal_versions import (
            SelectorCandidatesSignalVersions,
        )

        d = dict(src_dict)
        project_id = d.pop("projectId")

        group_id = d.pop("groupId")

        selector_version = d.pop("selectorVersion")

        signal_versions = SelectorCandidatesSignalVersions.from_dict(
            d.pop("signalVersions")
        )

        moments = []
        _moments = d.pop("moments")
        for moments_item_data in _moments:
            moments_item = SelectorCandidatesMomentsItem.from_dict(moments_item_data)

            moments.append(moments_item)

        recommendation = SelectorCandidatesRecommendation.from_dict(
            d.pop("recommendation")
        )

        diverges_from_composition = d.pop("divergesFromComposition")

        selector_candidates = cls(
            project_id=project_id,
            group_id=group_id,
            selector_version=selector_version,
            signal_versions=signal_versions,
            moments=moments,
            recommendation=recommendation,
            diverges_from_composition=diverges_from_composition,
        )

        selector_candidates.additional_properties = d
        return selector_candidates

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
